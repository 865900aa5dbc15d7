import AuditModel
import Foundation
import SwiftSyntax

/// A source file's bytes with the few cheap things known before parsing: is it valid UTF-8,
/// can it declare a view at all, and where its lines start.
struct SourceText: Sendable {
    let path: String
    let bytes: [UInt8]

    /// Words whose presence means the file may declare something this front-end indexes:
    /// views (`: View`, `some View`, `@ViewBuilder`), view modifiers, previews (`#Preview`,
    /// `PreviewProvider`), and the shared constants a view may use (`CGFloat`, `extension Font`).
    /// A file with none of them is skipped without being parsed: most files of an app
    /// declare no view, and parsing is the cost that grows with the app.
    static let declaringWords: [[UInt8]] = ["View", "ViewModifier", "ViewBuilder", "Preview", "PreviewProvider",
                                            "CGFloat", "Font"].map { Array($0.utf8) }

    /// True when one of `declaringWords` occurs as a whole identifier. A byte scan: it may say yes
    /// for a file that declares nothing (a comment), never no for one that does.
    var mayDeclareViews: Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            let count = buffer.count
            // Every declaring word starts with an upper-case letter in "VPCF" and ends a word:
            // find candidates with memchr-like scanning on the first letters.
            var i = 0
            while i < count {
                let byte = base[i]
                if byte == UInt8(ascii: "V") || byte == UInt8(ascii: "P") || byte == UInt8(ascii: "C")
                    || byte == UInt8(ascii: "F"),
                   i == 0 || !Self.isIdentifierByte(base[i - 1]) {
                    var end = i + 1
                    while end < count, Self.isIdentifierByte(base[end]) { end += 1 }
                    let length = end - i
                    for word in Self.declaringWords where word.count == length && word[0] == byte {
                        if memcmp(base + i, word, length) == 0 { return true }
                    }
                    i = end
                } else {
                    i += 1
                }
            }
            return false
        }
    }

    /// Text whose presence means the file may declare localized strings views use:
    /// `UserText.x = NSLocalizedString(…)`, `String(localized:)`, SwiftGen's `L10n.tr(…)`.
    static let localizingMarkers: [[UInt8]] = ["Localized", "tr("].map { Array($0.utf8) }

    /// True when one of `localizingMarkers` occurs (a byte scan, like `mayDeclareViews`).
    var mayDeclareLocalizedStrings: Bool { contains(any: Self.localizingMarkers) }

    /// Text whose presence means the file may declare an enum property views read on their
    /// parameters (`var title: String { switch self { … } }`, `CaseTable`).
    static let caseTableMarkers: [[UInt8]] = ["switch self"].map { Array($0.utf8) }

    /// True when one of `caseTableMarkers` occurs (a byte scan, like `mayDeclareViews`).
    var mayDeclareCaseTables: Bool { contains(any: Self.caseTableMarkers) }

    /// Whether the file declares or extends a type of one of these names: `enum Style`,
    /// `extension Style`, `extension Settings.Style` (the name's last component). A word scan:
    /// comments may say yes, which costs a parse, never a wrong result.
    func declaresType(in names: Set<String>) -> Bool {
        let keywords = [Array("enum".utf8), Array("extension".utf8)]
        var previous: ArraySlice<UInt8>?
        var found = false
        forEachWord { word in
            if let keyword = previous, keywords.contains(where: { $0.elementsEqual(keyword) }) {
                let name = word.split(separator: UInt8(ascii: ".")).last ?? word
                if names.contains(String(decoding: name, as: UTF8.self)) { found = true }
            }
            previous = word
            return !found
        }
        return found
    }

    /// Calls `body` with each identifier-like word (dots kept inside, `A.B`), in order, while it
    /// returns true.
    private func forEachWord(_ body: (ArraySlice<UInt8>) -> Bool) {
        var start: Int?
        for index in 0...bytes.count {
            let byte = index < bytes.count ? bytes[index] : UInt8(ascii: " ")
            if Self.isIdentifierByte(byte) || (byte == UInt8(ascii: ".") && start != nil) {
                if start == nil { start = index }
            } else if let first = start {
                start = nil
                if !body(bytes[first..<index]) { return }
            }
        }
    }

    private func contains(any markers: [[UInt8]]) -> Bool {
        markers.contains { marker in
            bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress, buffer.count >= marker.count else { return false }
                let last = buffer.count - marker.count
                var i = 0
                // Candidates by their first byte, found with memchr.
                while i <= last, let hit = memchr(base + i, Int32(marker[0]), last - i + 1) {
                    let at = UnsafeRawPointer(base).distance(to: hit)
                    if memcmp(base + at, marker, marker.count) == 0 { return true }
                    i = at + 1
                }
                return false
            }
        }
    }

    /// The modules a file imports (`import Core`, `@testable import Shared`, `import struct A.B` → `A`),
    /// and whether it re-exports them (`@_exported import`). A line scan: imports start a line.
    var imports: [(name: String, exported: Bool)] {
        var result: [(name: String, exported: Bool)] = []
        let importWord = Array("import".utf8)
        bytes.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            var lineStart = 0
            let n = bytes.count
            while lineStart < n {
                let end = memchr(base + lineStart, 0x0A, n - lineStart).map { UnsafeRawPointer(base).distance(to: $0) } ?? n
                var i = lineStart
                while i < end, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
                // Most lines are not imports: only `import`, `@…` and access modifiers can start one.
                guard i < end, bytes[i] == UInt8(ascii: "i") || bytes[i] == UInt8(ascii: "@")
                        || bytes[i] == UInt8(ascii: "p") || bytes[i] == UInt8(ascii: "f") else {
                    lineStart = end + 1
                    continue
                }
                var words: [String] = []
                // The first few words of the line, enough for `@_exported public import struct A.B`;
                // before `import`, only attributes and access modifiers (else it is no import: stop).
                var position: Int?
                while i < end, words.count < 6 {
                    while i < end, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
                    let start = i
                    while i < end, bytes[i] != 0x20, bytes[i] != 0x09, bytes[i] != 0x0D { i += 1 }
                    guard i > start else { break }
                    let word = bytes[start..<i]
                    if position == nil {
                        // Judged on the bytes: most lines end here, at a word that cannot precede `import`.
                        if word.elementsEqual(importWord) {
                            position = words.count
                        } else if word.first != UInt8(ascii: "@"),
                                  !Self.accessModifiers.contains(where: { word.elementsEqual($0) }) {
                            break
                        }
                    }
                    words.append(String(decoding: word, as: UTF8.self))
                }
                if let position {
                    var rest = words.dropFirst(position + 1)
                    if let kind = rest.first, Self.importKinds.contains(kind) { rest = rest.dropFirst() }
                    if let path = rest.first, let name = Self.firstComponent(of: path), !name.isEmpty,
                       Self.isModuleName(name) {
                        result.append((String(name), words[..<position].contains("@_exported")))
                    }
                }
                lineStart = end + 1
            }
        }
        return result
    }

    /// `A` of `A.B.C`: what `split(separator: ".").first` gives, found in the UTF-8 view when the
    /// path is ASCII (split by Characters, each import line cost thousands of instructions).
    static func firstComponent(of path: String) -> Substring? {
        let bytes = path.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return path.split(separator: ".").first }
        guard let start = bytes.firstIndex(where: { $0 != UInt8(ascii: ".") }) else { return nil }
        let end = bytes[start...].firstIndex(of: UInt8(ascii: ".")) ?? bytes.endIndex
        return path[start..<end]
    }

    /// Letters, digits and `_` only; an ASCII name told by its bytes (a Character's letter test
    /// costs hundreds of instructions).
    static func isModuleName(_ name: Substring) -> Bool {
        name.utf8.allSatisfy { $0 < 0x80 }
            ? name.utf8.allSatisfy(isIdentifierByte)
            : name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    static let accessModifiers: [[UInt8]] = ["public", "internal", "private", "fileprivate", "package"].map { Array($0.utf8) }
    /// `import struct A.B`: the kinds of declaration an import may name.
    static let importKinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var", "actor"]

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == 0x5F || byte >= 0x80
    }

    /// Nil when the bytes are valid UTF-8, else the 1-based line of the first invalid byte.
    var firstInvalidUTF8Line: Int? {
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        // Rare path: find the line of the first bad sequence.
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var line = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): if scalar == "\n" { line += 1 }
            case .emptyInput: return nil
            case .error: return line
            }
        }
    }
}

/// Start offsets of a file's lines, to turn UTF-8 offsets into 1-based line/column. Built from the
/// bytes in one pass: much cheaper than `SourceLocationConverter`, which walks the syntax tree.
struct LineTable: Sendable {
    let file: String
    private let starts: [Int]

    init(file: String, bytes: [UInt8]) {
        self.file = file
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32)
        var i = 0
        let n = bytes.count
        while i < n {
            let byte = bytes[i]
            if byte == 0x0A {
                starts.append(i + 1)
            } else if byte == 0x0D {
                if i + 1 < n, bytes[i + 1] == 0x0A { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        self.starts = starts
    }

    func location(ofOffset offset: Int) -> SourceLocation {
        // The last line start ≤ offset.
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return SourceLocation(file: file, line: low + 1, column: offset - starts[low] + 1)
    }

    func location(of position: AbsolutePosition) -> SourceLocation {
        location(ofOffset: position.utf8Offset)
    }

    /// Where a node's first token starts (after its leading trivia).
    func location(of node: some SyntaxProtocol) -> SourceLocation {
        location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    var lineCount: Int { starts.count }
}

/// SwiftSyntax has its own `SourceLocation`; in this module the name means the audit's.
typealias SourceLocation = AuditModel.SourceLocation

extension SyntaxProtocol {
    /// Its source text without surrounding trivia, sliced from the bytes it was parsed from (at
    /// the same offsets): the same text as `trimmedDescription`, which rebuilds the subtree.
    func trimmedText(in bytes: [UInt8]) -> String {
        let start = positionAfterSkippingLeadingTrivia.utf8Offset
        let end = endPositionBeforeTrailingTrivia.utf8Offset
        guard start <= end, end <= bytes.count else { return trimmedDescription }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
