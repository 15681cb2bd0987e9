/// Reordering by the keys: Space lifts the selected row, ↑↓ move it a place (the list keeps
/// it in view), Space or Enter drops it, Esc sends it back. While a row is lifted these are the
/// list's only keys.
extension ListReorder {
    var beginKeyCommands: [KeyCommand] {
        guard case .idle = state, let list, let row = list.selectedRow, canMove(row) else { return [] }
        return [
            KeyCommand(system: .character(" "), title: "Move", discoverabilityTitle: "Lift the selected row to move it", on: list) {
                $0.reorder.lift(row, pointer: nil)
            }
        ]
    }

    var modalKeyCommands: [KeyCommand]? {
        guard case .lifted(let lift) = state, let list else { return nil }
        var commands: [KeyCommand] = []
        if case .keys = lift.position {
            commands += [
                KeyCommand(system: .up, title: "Up", discoverabilityTitle: "Move the row up", on: list) { $0.reorder.moveLifted(by: -1) },
                KeyCommand(system: .down, title: "Down", discoverabilityTitle: "Move the row down", on: list) {
                    $0.reorder.moveLifted(by: 1)
                },
            ]
        }
        return commands + [
            KeyCommand(system: .character(" "), title: "Drop", discoverabilityTitle: "Drop the row here", on: list) { $0.reorder.drop() },
            KeyCommand(system: .enter, title: "Drop", discoverabilityTitle: "Drop the row here", on: list) { $0.reorder.drop() },
            KeyCommand(system: .escape, title: "Cancel", discoverabilityTitle: "Put the row back", on: list) { $0.reorder.cancelLift() },
        ]
    }

    /// ↑ or ↓ with a row lifted by the keys: it slides a place up or down (not past the ends)
    /// and the list scrolls at once to show that place.
    func moveLifted(by step: Int) {
        guard case .lifted(var lift) = state, case .keys(let slide) = lift.position, let list else { return }
        let target = min(max(lift.target + step, 0), list.numberOfRows - 1)
        guard target != lift.target else { return }
        let current = slide.value(in: animations)
        retarget(&lift, to: target)
        let place = Double(target - lift.row) * list.pitch
        lift.position = .keys(ListSlide(from: current, to: place, start: now, duration: Self.slideDuration))
        state = .lifted(lift)
        list.scrollToRow(target, at: .none, animated: false)
        list.layoutRows()
        startStepping()
    }
}
