// Transitional, until the merge of the branch that rewrites the last hand-rolled driver
// (`ZoomDismissalInteraction`'s flight): what it still reads, derived from the window's one
// driver. At that merge it moves onto `Window.animations` and this file goes
// (docs/decisions/055-one-animation-driver.md). Transitions and navigation stacks run on
// `TransitionRunner`, which takes the window's driver.

extension Window {
    var animationScale: Double { animations.animationScale }
    var reduceMotion: Bool { animations.isReduceMotionEnabled }
}
