// Cairo, the vector renderer that KamishibaiDrawing draws paths with. Only that target
// imports this module.
#include <cairo/cairo.h>
