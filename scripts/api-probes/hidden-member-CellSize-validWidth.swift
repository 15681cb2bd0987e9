// expect: error: incorrect argument label
// `import Kamishibai` does not show `CellSize(validWidth:height:)`: a cell's size from a terminal's report is the ANSI backend's; an app makes one with `CellSize(width:height:)`.
import Kamishibai

_ = CellSize(validWidth: 8, height: 16)
