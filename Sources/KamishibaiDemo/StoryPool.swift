// The stories a pull to refresh brings, one a refresh, scene by scene, in the project's own
// words: public-domain folk tales, as the others are.
extension Story {
    /// What the story list "fetches" when refreshed, in the order it comes; once all have come
    /// the list is up to date.
    static let pool: [Story] = [
        Story(
            title: "Hachikazuki", subtitle: "The girl who wore a lacquered bowl on her head", scenes: 6,
            synopsis:
                "A dying mother sets a bowl on her daughter's head, and it will not come off. Sent away, the girl tends a bath fire until a kind son sees past the bowl."
        ),
        Story(
            title: "Chikara Tarō", subtitle: "A boy made of grime who grew too strong", scenes: 6,
            synopsis:
                "A lonely old couple roll a doll from the dirt of their skin and it comes alive. He eats a mountain of rice, swings an iron staff and finds two friends as strong."
        ),
        Story(
            title: "Kitsune no Yomeiri", subtitle: "A fox wedding walks under a sunny rain", scenes: 6,
            synopsis:
                "When rain falls from a clear sky, the foxes are marrying. A boy follows the lantern procession into the hills and is asked to keep what he saw to himself."
        ),
    ]
}

extension StoryScene {
    static let pool: [String: [StoryScene]] = [
        "Hachikazuki": tale(
            2, changes: [5: 6],
            [
                ("The bowl", "Before she dies, a mother sets a deep wooden bowl on her daughter's head."),
                ("Stuck fast", "No one can lift it off. Her stepmother calls her a goblin and sends her away."),
                ("The river", "She throws herself into the river, but the bowl floats and carries her to the bank."),
                ("The bath fire", "A lord's household takes her in to keep the bath water hot."),
                ("The youngest son", "His youngest son hears her gentle voice and asks to marry her."),
                ("Treasure", "At the wedding the bowl falls away, and gold and silk pour out of it."),
            ]),
        "Chikara Tarō": tale(
            4, changes: [4: 5],
            [
                ("Grime", "An old couple too poor for a bath roll the grime from their skin into a little doll."),
                ("Alive", "The doll sits up and asks for rice, then for more rice, then for the whole pot."),
                ("The staff", "Grown, he has the smith forge him an iron staff that weighs as much as a bull."),
                ("The stone-thrower", "On the road he meets a boy who throws boulders, and they wrestle to a draw."),
                ("The temple-carrier", "Then a third, who carries a temple hall on his back, joins them."),
                ("The demon", "Together they free a town from a demon, and Tarō sends rice home to the old couple."),
            ]),
        "Kitsune no Yomeiri": tale(
            7, changes: [3: 3],
            [
                ("Sun shower", "Rain falls from a clear sky, and the grandmother says the foxes are marrying."),
                ("Lanterns", "At dusk a line of lanterns winds along the far ridge, with no village there."),
                ("Following", "A boy slips out and follows the lights up the wet path."),
                ("The bride", "Under a paper umbrella walks a bride in white, with a tail beneath her hem."),
                ("Seen", "A fox guest turns and sees him. The drums stop."),
                ("A promise", "They let him go home if he never tells where the wedding was. He keeps his word."),
            ]),
    ]
}
