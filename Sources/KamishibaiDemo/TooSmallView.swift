import KamishibaiUI

/// Shown instead of the app below the smallest usable size: what is needed, centred, in two
/// labels (a narrow window gets the shorter words, a line more).
final class TooSmallView: View {
    static let minimumColumns = 20
    static let minimumRows = 6

    private let title = Label()
    private let detail = Label()

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        title.style = TextStyle(attributes: .bold, monochrome: .bold)
        detail.style = TextStyle(foreground: Theme.muted)
        detail.numberOfLines = 0
        for label in [title, detail] {
            label.textAlignment = .center
            addSubview(label)
        }
    }

    override func layoutSubviews() {
        let width = bounds.width, height = bounds.height
        let size = "\(Int(width))×\(Int(height))", need = "\(Self.minimumColumns)×\(Self.minimumRows)"
        let wide = width >= 18
        title.text = wide ? "Terminal too small" : "Too small"
        detail.text = wide ? "\(size), need \(need)" : "\(size)\nneed \(need)"
        let lines = wide ? 2 : 3
        let top = Double((Int(height) - lines) / 2)
        title.frame = Rect(x: 0, y: top, width: width, height: 1)
        detail.frame = Rect(x: 0, y: top + 1, width: width, height: Double(lines - 1))
    }
}
