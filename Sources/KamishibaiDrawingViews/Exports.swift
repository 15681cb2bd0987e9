// The drawing views' API is made of these modules' types: an app that imports
// KamishibaiDrawingViews gets them too.
@_exported import KamishibaiDrawing
@_exported import KamishibaiUI
