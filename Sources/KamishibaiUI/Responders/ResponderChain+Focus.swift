extension ResponderChain {
    /// The commands a press runs while `focused` has the focus: its `keyDown` comes right after
    /// the commands that want priority (see ``Window/responderChain``), so a key it takes runs
    /// its own command (a text field's ← moves the caret), or none (a character types), and not
    /// the command a screen or the app has for that key.
    func availableKeyCommands(whileFocused focused: View) -> [KeyCommand] {
        let all = availableKeyCommands
        let priority = all.filter(\.wantsPriorityOverSystemBehavior)
        let prioritized = Set(priority.map(\.input))
        var seen = prioritized
        var own: [KeyCommand] = []
        for command in focused.keyCommands where focused.takesKeyWhileFocused(command.input) && !seen.contains(command.input) {
            seen.insert(command.input)
            own.append(command)
        }
        let rest = all.filter { !$0.wantsPriorityOverSystemBehavior && !focused.takesKeyWhileFocused($0.input) }
        return priority + own + rest
    }
}
