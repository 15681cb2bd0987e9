import KamishibaiPlatform

/// Heap bytes the allocator has handed out and not had back: unlike the resident size, it
/// falls again when memory is freed, so a before/after pair shows whether anything grew.
public enum HeapUsage {
    /// Nil where the C library keeps no count.
    public static var bytesInUse: Int? {
        let bytes = kamishibai_heap_bytes_in_use()
        return bytes == 0 ? nil : Int(bytes)
    }

    /// Hands the heap's free pages back to the system: after a window shrinks, the memory its
    /// larger frames held (many small blocks that the allocator otherwise keeps) leaves the
    /// resident size.
    public static func releaseFreeMemory() {
        kamishibai_heap_release_free()
    }
}
