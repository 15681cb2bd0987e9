// The first eight stories of the list, scene by scene, in the project's own words.
extension StoryScene {
    static let first: [String: [StoryScene]] = [
        "Momotarō": tale(
            0, changes: [9: 3],
            [
                ("Washing day", "An old woman washes clothes in the river. A peach as big as a drum comes bobbing along the current."),
                (
                    "The peach opens",
                    "At supper the old man lifts his knife, and the peach splits by itself. A baby boy sits inside, laughing."
                ),
                ("Peach boy", "The couple name him Momotarō. He eats for three and grows strong as an ox."),
                (
                    "News of the ogres",
                    "Ogres from an island raid the coast, carrying off rice and treasure. Momotarō says he will go and stop them."
                ),
                ("Millet dumplings", "The old woman pounds millet into dumplings for the road. He ties them at his waist and sets off."),
                ("The dog", "A spotted dog asks what he carries. For one dumpling it swears to follow him."),
                ("The monkey", "A monkey drops from a pine and makes the same bargain. The dog growls, but Momotarō keeps the peace."),
                ("The pheasant", "A pheasant swoops down, the third to share a dumpling. Four travellers reach the sea."),
                ("Across the water", "They row to Ogre Island through grey waves. The pheasant flies ahead to see where the gate is."),
                ("The gate", "The monkey climbs the wall and unbars the gate. The dog bites ankles, the pheasant pecks eyes."),
                (
                    "The ogre chief",
                    "Momotarō wrestles the chief to the ground. Weeping, the ogre promises to raid no more and hands over the treasure."
                ),
                ("Home again", "A cart of treasure rolls up to the old couple's door. They live in comfort, and the coast is quiet."),
            ]),
        "Urashima Tarō": tale(
            0, changes: [4: 1, 13: 0],
            [
                (
                    "On the beach",
                    "Children are poking a small turtle with sticks. Urashima, a young fisherman, buys it from them with his catch."
                ),
                ("Back to the sea", "He carries the turtle to the water's edge and lets it swim away."),
                (
                    "The turtle returns",
                    "Days later a great turtle rises beside his boat. It offers to take him to the Dragon Palace to give thanks."
                ),
                ("Under the waves", "Holding its shell, he sinks through green water. Fish part around them like curtains."),
                (
                    "The Dragon Palace",
                    "Coral halls and gates of pearl rise from the sea floor. The turtle he saved was the princess Otohime's messenger."
                ),
                ("Otohime", "The princess greets him herself. She thanks him for his kindness and bids him stay as her guest."),
                ("A feast", "Sea bream and flounder dance for him. Every dish is one he has never tasted."),
                ("Four seasons", "From one room he sees spring blossom, from another summer, autumn and winter, all at once."),
                ("Days like a dream", "He forgets to count the days. Three pass, or he thinks so."),
                ("Thoughts of home", "He remembers his old mother waiting by the shore. He asks leave to go back."),
                ("The box", "Otohime gives him a lacquered box tied with a cord. Never open it, she says, if you wish to come back."),
                ("The ride up", "The turtle carries him to the surface and the beach he knows."),
                (
                    "A strange village",
                    "No face is familiar and his house is gone. An old man says a fisherman named Urashima vanished three hundred years ago."
                ),
                ("Alone", "His mother's grave is worn smooth. He sits on the sand with the box in his lap."),
                ("The lid", "Forgetting the warning, he unties the cord. A white smoke curls out."),
                ("Three hundred years", "His hair turns white and his back bends. The years he left in the box have found him."),
            ]),
        "Kaguya-hime": tale(
            2,
            [
                (
                    "A glowing stalk",
                    "An old bamboo cutter finds one stalk shining in the grove. Inside sits a girl no bigger than his thumb."
                ),
                ("A little daughter", "He and his wife raise her as their own. Each time he cuts bamboo now, he finds gold inside."),
                (
                    "Grown in three months",
                    "She grows into a young woman in a season, so bright the house needs no lamp. They call her Kaguya-hime."
                ),
                ("The suitors", "Five noblemen camp at the gate, each begging for her hand. She will not choose."),
                (
                    "Five tasks",
                    "To each she names a treasure: the Buddha's stone bowl, a jewelled branch, a fireproof robe, a dragon's pearl, a swallow's shell."
                ),
                ("The false branch", "One prince brings a branch made by craftsmen. The craftsmen arrive asking for their wages."),
                ("The robe that burned", "Another buys a robe said to be fireproof. Put to the flame, it burns to ash."),
                (
                    "The dragon's storm",
                    "A third sails after a dragon's pearl and is nearly drowned. The last falls from the rafters chasing a swallow."
                ),
                ("The Emperor", "The Emperor himself comes to see her. She is kind but will not go to the palace."),
                ("Moon-gazing", "Each night she looks at the moon and weeps. At last she tells her parents she was born there."),
                ("The guard", "The Emperor sends two thousand soldiers to guard the house on the night of the full moon."),
                ("The moon's people", "A cloud descends bright as noon. The soldiers' arms fall limp and their arrows go astray."),
                (
                    "The feather robe",
                    "She writes a letter to the Emperor and leaves him an elixir. Then a robe of feathers is laid on her shoulders, and she forgets the earth."
                ),
                (
                    "Smoke on the mountain",
                    "The Emperor has the letter and elixir burned on the highest peak. Its smoke still rises, they say, toward the moon."
                ),
            ]),
        "Issun-bōshi": tale(
            0, changes: [8: 3],
            [
                ("A prayer answered", "An old couple pray for a child and are given a son one inch tall. They call him Issun-bōshi."),
                ("Not growing", "Years pass and he stays the size of a thumb. He is quick and clever all the same."),
                ("Setting out", "He asks for a needle for a sword, a rice bowl for a boat and chopsticks for oars."),
                ("Down the river", "He rows the bowl down the river, dodging frogs and eddies, until he reaches the capital."),
                ("The lord's house", "He calls up at the gate of a great house. The lord laughs and takes him into service."),
                ("The princess", "He becomes the companion of the lord's daughter, riding in her sleeve wherever she goes."),
                ("An ogre on the road", "On a pilgrimage an ogre blocks the way and reaches for the princess."),
                ("Swallowed", "Issun-bōshi leaps at it, and the ogre swallows him whole."),
                (
                    "The needle",
                    "Inside, he stabs and stabs with his needle. The ogre howls, coughs him out and flees, dropping its magic mallet."
                ),
                (
                    "The mallet",
                    "The princess shakes the mallet over him, wishing. He grows to a full-sized young man, and they are married."
                ),
            ]),
        "Kintarō": tale(
            4,
            [
                ("The mountain child", "On Mount Ashigara a boy with a red bib lives with his mother. He is stronger than any grown man."),
                ("Friends of the forest", "A bear, a deer, a monkey and a rabbit are his playmates. He settles their quarrels."),
                ("Sumo with a bear", "He wrestles the bear each morning and throws it every time. The bear does not mind."),
                ("Riding the bear", "With an axe on his shoulder, he rides the bear through the woods like a horse."),
                (
                    "The broken bridge",
                    "A flood has washed out the path. Kintarō pushes a great tree over the gorge for his friends to cross."
                ),
                (
                    "A watching stranger",
                    "A woodcutter sees the feat and is astonished. He is really a retainer of the warrior Minamoto no Raikō."
                ),
                ("An invitation", "The stranger asks Kintarō to come to the capital and serve a great lord."),
                (
                    "A warrior's name",
                    "He says goodbye to his mother and the animals. In time he becomes Sakata no Kintoki, one of Raikō's four champions."
                ),
            ]),
        "Hanasaka Jiisan": tale(
            5, changes: [11: 6, 12: 5],
            [
                ("Shiro", "A kind old couple feed a stray white dog and name it Shiro. It follows the old man everywhere."),
                ("Dig here", "In the field Shiro barks and paws at the ground. The old man digs and finds gold coins."),
                ("The neighbour", "The greedy couple next door borrow the dog and drag it to their field."),
                ("Broken pots", "They dig where Shiro stops and find only shards and rubbish. In a rage they kill the dog."),
                ("A tree by the grave", "The old man buries Shiro and plants a pine. It grows tall overnight."),
                ("The mortar", "From its wood he carves a mortar. Rice pounded in it turns to gold."),
                ("Burned", "The neighbours borrow the mortar, get nothing but muck, and burn it."),
                ("The ashes", "The old man gathers up the ashes in a basket, to keep something of Shiro."),
                ("Winter blossom", "A wind scatters the ash over a dead cherry tree, and it bursts into bloom."),
                ("The lord passes", "A lord on his way sees the old man make bare trees blossom and rewards him richly."),
                ("The neighbour tries", "The greedy man throws the last ash at a tree. It flies into the lord's eyes."),
                ("Justice", "The neighbour is dragged off for his insolence. The old man goes on making the spring come early."),
            ]),
        "Tsuru no Ongaeshi": tale(
            6,
            [
                ("The trap", "A poor young man hears a crane crying in the snow. Its leg is caught in a hunter's trap."),
                ("Set free", "He frees the crane and it flies off over the fields."),
                ("A knock", "That night a young woman comes to his door, lost in the storm. He lets her shelter by the fire."),
                ("She stays", "She cooks and keeps the house. Before spring they are married."),
                ("The loom", "She asks to weave, on one condition: he must never look while she works."),
                ("Three days", "For three days the loom clacks behind the paper door. She comes out thin and tired."),
                ("Wondrous cloth", "The cloth shimmers like snow at dawn. It sells in town for a fortune."),
                ("Once more", "The money runs low and he asks for another bolt. She goes back to the loom, paler than before."),
                ("Curiosity", "He cannot bear not knowing. He slides the door open a crack."),
                ("The crane", "A crane sits at the loom, plucking its own feathers and weaving them in."),
                (
                    "Found out",
                    "She comes out with the cloth. She was the crane he saved, she says, and now that he has seen her she cannot stay."
                ),
                ("Over the snow", "A crane rises from the house, circles once, and is gone into the white sky."),
            ]),
        "Kasa Jizō": tale(
            6,
            [
                ("New Year's Eve", "A poor old couple have no rice for the New Year. The old man weaves straw hats to sell."),
                ("No buyers", "In town everyone is busy with their own shopping. He sells none."),
                ("Six statues", "On the way home through the snow he passes six stone Jizō with snow on their heads."),
                ("Hats for the Jizō", "He brushes them off and ties a hat on each. The sixth gets his own towel."),
                ("Home empty-handed", "His wife says he did well. They go to bed hungry."),
                ("Footsteps", "At midnight they hear heavy steps in the snow and a song outside the door."),
                ("Gifts at the door", "In the morning rice, fish, vegetables and coins are piled at the gate."),
                ("Six figures", "Far down the road, six little figures in straw hats walk away through the snow."),
            ]),
    ]
}
