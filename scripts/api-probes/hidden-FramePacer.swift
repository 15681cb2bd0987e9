// expect: error: cannot find 'FramePacer' in scope
// `import Kamishibai` does not show `FramePacer`: the ANSI backend's frame pacer is the terminal's business, not an app's.
import Kamishibai

_ = FramePacer.self
