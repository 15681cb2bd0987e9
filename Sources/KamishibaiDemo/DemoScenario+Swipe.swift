import KamishibaiTerminal

extension DemoScenario {
    /// Swipe actions on the story list: the first story dragged left open and back closed,
    /// opened and closed by ← and →, then swiped fully left, which deletes it (its toast
    /// comes up). Each drag moves a column a frame and rests before letting go: no flick.
    public static func swipe(columns: Int, rows: Int) -> [(time: Double, event: InputEvent)] {
        let row = 3, start = columns - 10
        var events: [(time: Double, event: InputEvent)] = []
        var time = 0.1

        func drag(from: Int, by: Int) {
            events.append((time, .mouse(MouseEvent(.press(.left), column: from, row: row))))
            for step in 1...abs(by) {
                time += 1.0 / 60
                events.append((time, .mouse(MouseEvent(.drag(.left), column: from + step * by.signum(), row: row))))
            }
            time += 0.2
            events.append((time, .mouse(MouseEvent(.release(.left), column: from + by, row: row))))
            time += 0.6
        }

        drag(from: start, by: -25)
        drag(from: start - 30, by: 25)
        for key in [Key.left, .left, .right, .right] {
            events.append((time, .key(key)))
            time += 0.3
        }
        time += 0.3
        drag(from: start, by: -Int(Double(columns) * 0.8))
        events.append((time + 0.6, .key(.character("j"))))
        return events
    }
}
