// chafa, which picks for each terminal cell the symbol and two colours that best show a block
// of pixels. Only KamishibaiDrawing imports this module.
#include <chafa.h>
