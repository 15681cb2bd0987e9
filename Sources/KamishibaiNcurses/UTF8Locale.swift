import KamishibaiPlatform

/// ncursesw draws box, block and CJK characters only in a UTF-8 locale: take the user's,
/// and if it is not UTF-8, switch the character type to UTF-8 (C.UTF-8 on Linux).
enum UTF8Locale {
    static func select() {
        setlocale(LC_ALL, "")
        let codeset = String(cString: nl_langinfo(Int32(CODESET)))
        if codeset.uppercased().filter({ $0 != "-" }) != "UTF8" {
            setlocale(LC_CTYPE, Platform.utf8CharacterLocale)
        }
    }
}
