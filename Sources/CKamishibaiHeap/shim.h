// The C library's own count of heap bytes in use, and a way to hand free heap back to the
// system: no Swift C module carries <malloc.h>; and the executable's relocation table, which
// the loader reads once at start, given back (nor <link.h>). Only KamishibaiPlatform imports
// this (it is the C half of the platform file). glibc 2.33+ and Darwin (not built here) keep the figures; musl
// and others get zero and a no-op.
#if defined(__linux__) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE  // dl_iterate_phdr and its struct, before the first header reads the features
#endif
#include <stddef.h>
#include <stdlib.h>
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
#include <malloc.h>
static inline size_t kamishibai_heap_bytes_in_use(void) { return mallinfo2().uordblks; }
static inline void kamishibai_heap_release_free(void) { malloc_trim(0); }
#elif defined(__APPLE__)
#include <malloc/malloc.h>
static inline size_t kamishibai_heap_bytes_in_use(void) {
    malloc_statistics_t statistics;
    malloc_zone_statistics(NULL, &statistics);
    return statistics.size_in_use;
}
static inline void kamishibai_heap_release_free(void) { malloc_zone_pressure_relief(NULL, 0); }
#else
static inline size_t kamishibai_heap_bytes_in_use(void) { return 0; }
static inline void kamishibai_heap_release_free(void) {}
#endif

#if defined(__linux__)
#include <link.h>
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

/// Where the executable's relocation table (DT_RELA, DT_RELASZ: `.rela.dyn`) lies in memory.
static inline int kamishibai_relocations_of_executable(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    uintptr_t *range = data;  // start, length
    for (ElfW(Half) index = 0; index < info->dlpi_phnum; index++) {
        if (info->dlpi_phdr[index].p_type != PT_DYNAMIC) continue;
        const ElfW(Dyn) *entry = (const ElfW(Dyn) *)(info->dlpi_addr + info->dlpi_phdr[index].p_vaddr);
        for (; entry->d_tag != DT_NULL; entry++) {
            if (entry->d_tag == DT_RELA) range[0] = entry->d_un.d_ptr;
            if (entry->d_tag == DT_RELASZ) range[1] = entry->d_un.d_val;
        }
    }
    // The loader may have rebased the address in place, or not.
    if (range[0] != 0 && range[0] < info->dlpi_addr) range[0] += info->dlpi_addr;
    return 1;  // the first object is the executable
}

/// Drops this process's mapping of the executable's relocation table, which the loader read
/// once at start and nothing reads again (the pages stay in the page cache, shared; a read
/// would map them back): with the Swift runtime linked in statically it is some 1.3 MB of
/// resident pages. Only whole pages inside the table; returns the bytes given back.
static inline size_t kamishibai_release_relocations(void) {
    uintptr_t range[2] = {0, 0};
    dl_iterate_phdr(kamishibai_relocations_of_executable, range);
    uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
    uintptr_t first = (range[0] + page - 1) & ~(page - 1), last = (range[0] + range[1]) & ~(page - 1);
    if (range[0] == 0 || last <= first || madvise((void *)first, last - first, MADV_DONTNEED) != 0) return 0;
    return last - first;
}
#else
static inline size_t kamishibai_release_relocations(void) { return 0; }
#endif
