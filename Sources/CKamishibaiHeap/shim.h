// The C library's own count of heap bytes in use, and a way to hand free heap back to the
// system: no Swift C module carries <malloc.h>; and the executable's relocation table, which
// the loader reads once at start, given back (nor <link.h>). Only KamishibaiPlatform imports
// this (it is the C half of the platform file). glibc 2.33+ and Darwin (not built here) keep the figures; musl
// and others get zero and a no-op.
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
#include <elf.h>
#include <stdint.h>
#include <sys/auxv.h>
#include <sys/mman.h>
#include <unistd.h>
#if UINTPTR_MAX > 0xffffffffu
typedef Elf64_Phdr KamishibaiProgramHeader;
typedef Elf64_Dyn KamishibaiDynamicEntry;
#else
typedef Elf32_Phdr KamishibaiProgramHeader;
typedef Elf32_Dyn KamishibaiDynamicEntry;
#endif

/// Drops this process's mapping of the executable's relocation table (DT_RELA: `.rela.dyn`),
/// which the loader read once at start and nothing reads again (the pages stay in the page
/// cache, shared; a read would map them back): with the Swift runtime linked in statically
/// it is some 1.3 MB of resident pages. Only whole pages inside the table; returns the bytes
/// given back. The executable's headers come from the auxiliary vector (no <link.h>, whose
/// dl_iterate_phdr needs _GNU_SOURCE, which would change the C library's types under Swift).
static inline size_t kamishibai_release_relocations(void) {
    const KamishibaiProgramHeader *headers = (const KamishibaiProgramHeader *)getauxval(AT_PHDR);
    size_t count = getauxval(AT_PHNUM);
    uintptr_t base = 0, start = 0, length = 0;
    const KamishibaiDynamicEntry *entry = NULL;
    for (size_t index = 0; headers && index < count; index++) {
        if (headers[index].p_type == PT_PHDR) base = (uintptr_t)headers - headers[index].p_vaddr;
    }
    for (size_t index = 0; headers && index < count; index++) {
        if (headers[index].p_type == PT_DYNAMIC) entry = (const KamishibaiDynamicEntry *)(base + headers[index].p_vaddr);
    }
    for (; entry && entry->d_tag != DT_NULL; entry++) {
        if (entry->d_tag == DT_RELA) start = entry->d_un.d_ptr;
        if (entry->d_tag == DT_RELASZ) length = entry->d_un.d_val;
    }
    // The loader may have rebased the address in place, or not.
    if (start != 0 && start < base) start += base;
    uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
    uintptr_t first = (start + page - 1) & ~(page - 1), last = (start + length) & ~(page - 1);
    if (start == 0 || last <= first || madvise((void *)first, last - first, MADV_DONTNEED) != 0) return 0;
    return last - first;
}
#else
static inline size_t kamishibai_release_relocations(void) { return 0; }
#endif
