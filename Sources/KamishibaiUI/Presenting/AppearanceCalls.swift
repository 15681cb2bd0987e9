/// UIKit's appearance calls for one transition, made by its runner: the will-calls as it
/// begins; as it ends, the did-calls, or after a cancel the reverse pairs (a screen that was
/// to appear disappears again: `viewWillDisappear`, `viewDidDisappear`; one that was to
/// disappear appears again). The same sequence for presentations, dismissals, pushes, pops and
/// tab switches; a container that is not on screen makes none.
struct AppearanceCalls {
    /// A screen that appears or disappears.
    struct Change {
        let screen: ViewController
        let appears: Bool
    }

    /// In the order of the did-calls and of the reverse pairs.
    private(set) var changes: [Change] = []
    /// The will-calls go the other way round: a presenter's `viewWillDisappear` comes before the
    /// presented screen's `viewWillAppear`, its `viewDidDisappear` after `viewDidAppear`.
    var willCallsReversed = false

    mutating func add(_ screen: ViewController?, appears: Bool) {
        guard let screen else { return }
        changes.append(Change(screen: screen, appears: appears))
    }

    func willBegin(animated: Bool, trace: Trace?) {
        for change in willCallsReversed ? changes.reversed() : changes {
            change.screen.appearance(change.appears ? .willAppear : .willDisappear, animated: animated, trace: trace)
        }
    }

    func didEnd(completed: Bool, animated: Bool, trace: Trace?) {
        for change in changes {
            if completed {
                change.screen.appearance(change.appears ? .didAppear : .didDisappear, animated: animated, trace: trace)
            } else {
                change.screen.appearance(change.appears ? .willDisappear : .willAppear, animated: animated, trace: trace)
                change.screen.appearance(change.appears ? .didDisappear : .didAppear, animated: animated, trace: trace)
            }
        }
    }
}
