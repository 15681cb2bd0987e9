import KamishibaiMotion

/// A list's rows sliding from where they were drawn to their places after an update: how far
/// each row laid out started from its place, shrinking to nothing along one animator. Only the
/// rows laid out are in it (those in view, one either side, and those sliding out of view), so
/// a frame of a slide costs what the rows in view do. Inserted rows wait hidden, at their
/// place, for the rows around them to make room.
final class ListRowSlide {
    let animator: PropertyAnimator
    /// Lines each row started from its place, by its row after the update.
    var offsets: [Int: Double] = [:]
    /// Rows the update inserted that are laid out: shown once the slide ends.
    var appearing: Set<Int> = []
    /// What the updates sliding now were told to call once the rows rest.
    var completions: [(Bool) -> Void] = []

    /// How long a slide takes (before `--slow-animations`): UIKit's table updates take about
    /// as long.
    static let duration = 0.25

    init(animator: PropertyAnimator) {
        self.animator = animator
    }

    /// How far `row` is drawn from its place now, in lines.
    func offset(ofRow row: Int) -> Double {
        guard let start = offsets[row] else { return 0 }
        return start * (1 - animator.progress)
    }
}

/// A list's updates under way: the batch being gathered (inside `performBatchUpdates`) and the
/// slide that shows the last ones, stepped by one ``FrameStepper``.
final class ListRowUpdates {
    /// The batch gathered so far, and how deep the batches nest.
    var batch = ListRowUpdate()
    var batchDepth = 0
    /// Whether an update of the batch asked for an animation.
    var batchAnimates = false
    /// What the batches gathered were told to call once the rows rest.
    var batchCompletions: [(Bool) -> Void] = []
    var slide: ListRowSlide?
    let stepper = FrameStepper()
    /// Rows laid out by the last update, and the offsets it computed: the work of an update,
    /// which stays that of the rows in view (the tests read it).
    var lastUpdateWork = 0
}
