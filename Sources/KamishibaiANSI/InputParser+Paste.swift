import KamishibaiCanvas
import KamishibaiTerminal

/// A bracketed paste (`ESC [ 200 ~` … `ESC [ 201 ~`) as the parser reads it: its bytes
/// collected up to `maximumPasteBytes`, its end looked for however the reads split it, and
/// its text made safe for a field.
extension InputParser {
    /// One byte of a paste: the paste's events once its terminator is complete, or once
    /// Ctrl-C cuts it short (Ctrl-C follows it: terminals leave controls out of what they
    /// paste, so this one was typed).
    mutating func pasteByte(_ byte: UInt8) -> [InputEvent] {
        if byte == 0x03 {
            appendToPaste(Self.pasteEnd.prefix(terminatorMatched))
            terminatorMatched = 0
            return endPaste() + [.key(.control("c"))]
        }
        if byte == Self.pasteEnd[terminatorMatched] {
            terminatorMatched += 1
            guard terminatorMatched == Self.pasteEnd.count else { return [] }
            terminatorMatched = 0
            return endPaste()
        }
        // Not the terminator after all: what looked like its start is text (only ESC can
        // begin it, so the byte itself may start it afresh).
        appendToPaste(Self.pasteEnd.prefix(terminatorMatched))
        terminatorMatched = byte == Self.pasteEnd[0] ? 1 : 0
        if terminatorMatched == 0 { appendToPaste(CollectionOfOne(byte)) }
        return []
    }

    mutating func appendToPaste(_ bytes: some Collection<UInt8>) {
        guard var collected = paste, !bytes.isEmpty else { return }
        paste = nil  // keeps the array uniquely referenced while it grows
        let room = max(0, Self.maximumPasteBytes - collected.count)
        collected.append(contentsOf: bytes.prefix(room))
        pasteDropped += max(0, bytes.count - room)
        paste = collected
    }

    /// The paste read so far as its event, after a note of what was dropped if it was too long.
    mutating func endPaste() -> [InputEvent] {
        let text = Self.pasteText(paste ?? [])
        let dropped = pasteDropped
        paste = nil
        pasteDropped = 0
        return (dropped > 0 ? [.limited(.paste(bytes: dropped))] : []) + [.paste(text)]
    }

    /// Pasted bytes as text: UTF-8 (invalid bytes replaced), line breaks and tabs as spaces,
    /// every other control character left out.
    static func pasteText(_ bytes: [UInt8]) -> String {
        // Most pastes hold no control character but line breaks and tabs, which map one byte
        // to one: those are done on the bytes. (C1 controls are two bytes, C2 80…9F, in UTF-8.)
        let hasC1 = zip(bytes, bytes.dropFirst()).contains { $0 == 0xC2 && (0x80...0x9F).contains($1) }
        if !hasC1, !bytes.contains(where: { ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D) || $0 == 0x7F }) {
            var text: [UInt8] = []
            text.reserveCapacity(bytes.count)
            var previous: UInt8 = 0
            for byte in bytes {
                defer { previous = byte }
                switch byte {
                case 0x0A where previous == 0x0D: continue  // CR LF is one break
                case 0x09, 0x0A, 0x0D: text.append(0x20)
                default: text.append(byte)
                }
            }
            return String(decoding: text, as: UTF8.self)
        }
        var scalars = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            defer { previous = scalar }
            switch scalar {
            case "\n" where previous == "\r": continue  // CR LF is one break
            case "\r", "\n", "\t": scalars.append(" ")
            case _ where TextSanitizer.isControl(scalar): continue
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
