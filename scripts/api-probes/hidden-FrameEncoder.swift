// expect: error: cannot find 'FrameEncoder' in scope
// `import Kamishibai` does not show `FrameEncoder`: the ANSI backend's frame encoder is the terminal's business, not an app's.
import Kamishibai

_ = FrameEncoder.self
