// The C library's own count of heap bytes in use: Swift's Glibc module does not carry
// <malloc.h>. Zero where the C library keeps no such count.
#include <stddef.h>
#if __has_include(<malloc.h>) && defined(__linux__)
#include <malloc.h>
static inline size_t kamishibai_heap_bytes_in_use(void) { return mallinfo2().uordblks; }
#else
static inline size_t kamishibai_heap_bytes_in_use(void) { return 0; }
#endif
