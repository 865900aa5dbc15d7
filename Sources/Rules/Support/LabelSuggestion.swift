import AuditModel
import Foundation

/// What to suggest as a label for an element named only by a symbol or file name.
enum LabelSuggestion {
    /// SF Symbols whose usual meaning is clear, by the symbol's base name (before `.fill`,
    /// `.circle`…). A suggestion, not a fact: the message still asks for the element's purpose.
    static let symbolMeanings: [String: String] = [
        "square.and.arrow.up": "Share", "square.and.arrow.down": "Save", "trash": "Delete",
        "xmark": "Close", "plus": "Add", "minus": "Remove", "gear": "Settings", "gearshape": "Settings",
        "magnifyingglass": "Search", "heart": "Favorite", "star": "Favorite", "pencil": "Edit",
        "square.and.pencil": "Compose", "ellipsis": "More", "chevron.left": "Back",
        "chevron.right": "Next", "arrow.left": "Back", "arrow.right": "Next",
        "info": "More information", "info.circle": "More information", "bell": "Notifications",
        "person": "Profile", "person.crop.circle": "Profile", "house": "Home", "cart": "Cart",
        "bag": "Bag", "paperplane": "Send", "arrow.clockwise": "Refresh", "line.3.horizontal": "Menu",
        "line.3.horizontal.decrease": "Filter", "slider.horizontal.3": "Filter", "play": "Play",
        "pause": "Pause", "stop": "Stop", "forward": "Fast forward", "backward": "Rewind",
        "bookmark": "Bookmark", "camera": "Take photo", "photo": "Photo", "mic": "Record",
        "phone": "Call", "envelope": "Email", "message": "Message", "calendar": "Calendar",
        "clock": "History", "location": "Current location", "map": "Map", "link": "Copy link",
        "doc.on.doc": "Copy", "checkmark": "Done", "questionmark.circle": "Help",
        "arrow.up.arrow.down": "Sort", "speaker.wave.2": "Volume", "speaker.slash": "Unmute",
        "qrcode": "Scan code", "globe": "Language",
    ]
    static let symbolModifiers: Set<String> = ["fill", "circle", "square", "rectangle", "slash", "badge", "2", "3"]
    /// Words that name a file's kind or role rather than its meaning (`icon_trash` → "Trash").
    static let assetNoise: Set<String> = [
        "icon", "ic", "btn", "button", "img", "image", "asset", "bg", "logo", "white", "black",
        "small", "large", "big", "filled", "outline", "png", "jpg", "pdf", "svg", "lbl", "label", "txt",
        "view", "cell",
    ]

    /// A name to put in `.accessibilityLabel(…)`, or nil when nothing sensible can be guessed.
    static func forName(_ text: SpokenText) -> String? {
        guard !text.isDynamic else { return nil }
        let raw = text.literalText
        if text.source == .symbolName || IdentifierShape.of(raw) == .symbolName {
            var name = raw.lowercased()
            while true {
                if let meaning = symbolMeanings[name] { return meaning }
                guard let dot = name.lastIndex(of: "."),
                      symbolModifiers.contains(String(name[name.index(after: dot)...])) else { break }
                name = String(name[..<dot])
            }
        }
        let pieces = splitIdentifier(raw).filter { !assetNoise.contains($0) && !$0.allSatisfy(\.isNumber) }
        guard !pieces.isEmpty else { return nil }
        let phrase = pieces.joined(separator: " ")
        return phrase.prefix(1).uppercased() + phrase.dropFirst()
    }

    /// An asset named with words (`Image("Share")`): VoiceOver already says what a label would.
    static func isWords(_ name: SpokenText) -> Bool {
        name.source == .assetName && !name.isDynamic && forName(name) == name.spoken
            && name.spoken.allSatisfy { $0.isLetter || $0 == " " }
    }

    /// `icon_trash.png`, `btnClose`, `arrow-left` → lower-case words.
    static func splitIdentifier(_ raw: String) -> [String] {
        var spaced = ""
        var previous: Character?
        for ch in raw {
            if ch.isUppercase, let p = previous, p.isLowercase { spaced.append(" ") }
            spaced.append(ch)
            previous = ch
        }
        return LabelText.words(spaced)
    }

    /// Where a name the audit cannot read comes from: `Image(.autofillLock)` names an asset
    /// through the symbol Xcode generates for it (fixed, but its catalog name is not read
    /// here); anything else is chosen at run time.
    static func whence(_ label: SpokenText) -> String {
        guard label.source == .assetName, label.parts.count == 1, case .dynamic(let expr) = label.parts[0], expr.hasPrefix("."),
              expr.dropFirst().split(separator: ".", omittingEmptySubsequences: false)
                .allSatisfy({ $0.first?.isLetter == true && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } })
        else { return "chosen at run time" }
        return "given by a generated asset symbol"
    }
}
