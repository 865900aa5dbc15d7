import Foundation

/// Recognises labels that are really identifiers or file names (`icon_trash`, `btnClose`,
/// `square.and.arrow.up`, `IMG_2031`, `logo.png`). One table of patterns; labels with a space
/// are prose and never match.
enum IdentifierShape: String {
    case snakeCase = "snake_case"
    case camelCase = "camelCase"
    case kebabCase = "kebab-case"
    case symbolName = "an SF Symbol name"
    case fileName = "a file name"
    case cameraFileName = "a camera file name"
    case dottedKey = "a dotted key"

    /// File extensions of images, documents and media that appear as asset names.
    static let fileExtensions: Set<String> = [
        "png", "jpg", "jpeg", "gif", "heic", "heif", "webp", "svg", "pdf", "tif", "tiff",
        "mov", "mp4", "m4a", "mp3", "wav", "json", "txt",
    ]
    /// Top-level domains: `apple.com` is a web address, not a symbol name.
    static let webDomains: Set<String> = ["com", "org", "net", "io", "app", "dev", "co", "uk", "de", "fr", "edu", "gov"]
    /// Prefixes and suffixes that mark a kebab-case token as an asset or view name.
    static let assetAffixes: Set<String> = [
        "icon", "ic", "btn", "button", "img", "image", "asset", "bg", "logo", "nav", "lbl", "label", "view",
    ]
    /// Common words where a lower-case prefix is followed by a capital: not identifiers.
    static let brandWords: Set<String> = ["iphone", "ipad", "ipod", "icloud", "imac", "imessage", "itunes", "ebay"]

    /// The shape a label has, or nil when it reads as words.
    static func of(_ label: String) -> IdentifierShape? {
        // ASCII prose has a space between words: most labels end here, before the costlier
        // checks below (in ASCII, every space byte is a whitespace Character of its own).
        if isASCIIProse(label) { return nil }
        // One ASCII word of letters only ("Enabled", "btnClose") has no dot, digit, `_` or `-`:
        // of all the shapes, only camelCase can match, and only when it starts lower-case.
        if let first = label.utf8.first, label.utf8.allSatisfy(isASCIILetter) {
            return isASCIILower(first) && isCamelCase(label) ? .camelCase : nil
        }
        let text = label.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty, !text.contains(where: \.isWhitespace) else { return nil }
        let lower = text.lowercased()
        let dotParts = lower.split(separator: ".", omittingEmptySubsequences: false)
        if dotParts.count >= 2, let ext = dotParts.last, fileExtensions.contains(String(ext)),
           dotParts.dropLast().allSatisfy({ !$0.isEmpty }) {
            return .fileName
        }
        if isCameraFileName(text) { return .cameraFileName }
        if dotParts.count >= 2,
           dotParts.allSatisfy({ $0.count >= 1 && $0.allSatisfy { $0.isLetter || $0.isNumber } }),
           dotParts.first?.first?.isLetter == true, dotParts.first!.count >= 2,
           !webDomains.contains(String(dotParts.last!)),
           text == lower {
            return .symbolName
        }
        // `settings.dns.section-header`, `voiceSearch.cancel`: a string-table key, not prose.
        if dotParts.count >= 2, !webDomains.contains(String(dotParts.last!)),
           text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({ part in
               part.count >= 2 && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" } }),
           text.first?.isLetter == true,
           text.contains(where: { $0 == "-" || $0 == "_" }) || text != lower {
            return .dottedKey
        }
        if text.contains("_"), text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
           text.split(separator: "_").count >= 2 {
            return .snakeCase
        }
        if text.contains("-"), text == lower, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) {
            let pieces = lower.split(separator: "-").map(String.init)
            if pieces.count >= 3 || pieces.contains(where: assetAffixes.contains) { return .kebabCase }
        }
        if isCamelCase(text) { return .camelCase }
        return nil
    }

    /// ASCII text that starts and ends with a visible character and holds a space: read in one
    /// pass over its bytes in place (every label of every screen is asked this).
    private static func isASCIIProse(_ label: String) -> Bool {
        var label = label
        return label.withUTF8 { bytes in
            guard let first = bytes.first, let last = bytes.last,
                  (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) else { return false }
            var space = false
            for byte in bytes {
                if byte >= 0x80 { return false }
                if byte == 0x20 || (0x09...0x0D).contains(byte) { space = true }
            }
            return space
        }
    }

    /// `btnClose`, `closeButton`: at least two lower-case letters, then a capital followed by a
    /// lower-case letter. `iPhone`, `macOS`, `eBay` do not match.
    private static func isCamelCase(_ text: String) -> Bool {
        guard text.allSatisfy({ $0.isLetter || $0.isNumber }), text.first?.isLowercase == true,
              !brandWords.contains(text.lowercased()) else { return false }
        let chars = Array(text)
        guard let hump = chars.firstIndex(where: \.isUppercase), hump >= 2,
              hump + 1 < chars.count, chars[hump + 1].isLowercase else { return false }
        return true
    }

    /// `IMG_2031`, `DSC0042`, `PXL_20230101`: a capital prefix and a long number.
    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        isASCIILower(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isASCIILower(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }

    private static func isCameraFileName(_ text: String) -> Bool {
        let letters = text.prefix { $0.isLetter && $0.isUppercase }
        guard (2...5).contains(letters.count) else { return false }
        var rest = text.dropFirst(letters.count)
        if rest.first == "_" || rest.first == "-" { rest = rest.dropFirst() }
        let digits = rest.prefix { $0.isNumber }
        return digits.count >= 3 && (digits.count == rest.count || rest.dropFirst(digits.count).allSatisfy {
            $0.isNumber || $0 == "_" || $0 == "-" || $0 == "."
        })
    }
}
