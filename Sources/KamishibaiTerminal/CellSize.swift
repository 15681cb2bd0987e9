import KamishibaiGeometry

/// The size of one terminal cell in pixels, as the terminal reports it (`ESC [ 16 t`) or as the
/// tty's pixel size divided by its cells: a `Size` in pixels, named for what it measures (as
/// `TimeInterval` is a `Double` in seconds).
public typealias CellSize = Size
