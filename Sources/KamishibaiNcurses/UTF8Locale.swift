#if canImport(Glibc)
    import Glibc
#endif

/// ncursesw draws box, block and CJK characters only in a UTF-8 locale: take the user's,
/// and if it is not UTF-8, switch the character type to C.UTF-8.
enum UTF8Locale {
    static func select() {
        setlocale(LC_ALL, "")
        let codeset = String(cString: nl_langinfo(Int32(CODESET)))
        if codeset.uppercased().filter({ $0 != "-" }) != "UTF8" {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
    }
}
