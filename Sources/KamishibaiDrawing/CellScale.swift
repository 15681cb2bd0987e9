/// How drawings in points meet terminal cells. A column is 3 points wide and a row 6 points
/// tall, since a terminal cell is about twice as tall as it is wide: a circle stays round and
/// a figure specified in points (a 60 × 30 view, a 5-point shadow offset) keeps its
/// proportions. Each cell is drawn from 8 × 16 pixels, which chafa then reduces to one symbol
/// and two colours.
public enum CellScale {
    public static let pointsPerColumn = 3.0
    public static let pointsPerRow = 6.0
    public static let pixelsPerColumn = 8
    public static let pixelsPerRow = 16
}
