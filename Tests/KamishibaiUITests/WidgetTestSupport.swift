import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiUI

/// A view with a fixed intrinsic size, for the stack view's layouts.
final class SizedView: View {
    var size: Size {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ width: Double, _ height: Double) {
        size = Size(width: width, height: height)
        super.init()
    }

    override var intrinsicContentSize: Size { size }
}

/// A view that notes the mouse events it is given (the views behind a widget).
final class PressLog: View {
    var kinds: [MouseEvent.Kind] = []

    override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
        kinds.append(event.kind)
        return true
    }
}

enum WidgetTesting {
    static let plain = Style(foreground: .white, background: .black)

    static func window(columns: Int, rows: Int) -> Window {
        let clock = ManualClock()
        return Window(columns: columns, rows: rows, clock: clock, trace: .disabled(clock: clock))
    }

    /// What `view` draws alone, moved to (0, 0) of a canvas its frame's size: row by row,
    /// without trailing spaces.
    static func drawing(of view: View) -> [String] {
        let size = view.frame.size
        var context = DrawContext(canvas: Canvas(columns: size.columns, rows: size.rows, fill: plain))
        view.frame.origin = .zero
        view.layoutIfNeeded()
        view.render(in: &context)
        return rows(of: context.canvas)
    }

    static func rows(of canvas: Canvas) -> [String] {
        (0..<canvas.rows).map { y in
            let line = canvas.line(y)
            return String(line[..<(line.lastIndex { $0 != " " }.map(line.index(after:)) ?? line.startIndex)])
        }
    }

    /// What the window shows, row by row.
    static func screen(of window: Window) -> Canvas {
        var canvas = Canvas(columns: window.size.columns, rows: window.size.rows, fill: plain)
        window.render(into: &canvas)
        return canvas
    }
}
