import AuditModel
import Foundation

/// A pretty-printed JSON document written a piece at a time, each piece as `JSONText` writes
/// it, so that the text of a long array is never all in memory: the JSON and SARIF reports.
/// Members are written in the order given; the caller gives them in key order, as JSONEncoder
/// with sorted keys would.
struct JSONStream {
    let emit: (Data) -> Void

    /// Text written as it is: braces and brackets around the members.
    func raw(_ text: String) {
        emit(Data(text.utf8))
    }

    /// `"key" : value`, `depth` levels inside the document, followed by a comma unless it is
    /// the last member of its object.
    func member<Value: Encodable>(_ key: String, _ value: Value, depth: Int, last: Bool = false) {
        emit(Data(Self.pair(key, value, depth: depth) + Array((last ? "\n" : ",\n").utf8)))
    }

    /// `"key" : [items]` with each item written as `form` makes it, a chunk at a time: a chunk
    /// holds items until their `weight` reaches `chunk`. A few chunks at a time are encoded on
    /// all cores, then written in order. An empty array is written whole.
    func array<Item: Sendable, Form: Encodable & SendableMetatype>(
        _ key: String, _ items: [Item], depth: Int, chunk: Int, last: Bool = false,
        weight: (Item) -> Int = { _ in 1 }, _ form: @escaping @Sendable (Item) -> Form
    ) {
        guard !items.isEmpty else { return member(key, [Form](), depth: depth, last: last) }
        let indent = String(repeating: " ", count: 2 * depth)
        raw("\(indent)\"\(key)\" : [\n")
        var chunks: [Range<Int>] = []
        var start = 0
        while start < items.count {
            var end = start, load = 0
            while end < items.count, end == start || load + weight(items[end]) <= chunk {
                load += weight(items[end])
                end += 1
            }
            chunks.append(start..<end)
            start = end
        }
        let window = 8
        for first in stride(from: 0, to: chunks.count, by: window) {
            let batch = Array(chunks[first..<min(first + window, chunks.count)])
            let texts = Parallel.map(batch) { range in
                (try? JSONText.encode(items[range].map(form), depth: depth)) ?? []
            }
            for (range, text) in zip(batch, texts) {
                // "[\n" + the items, already at their depth + "\n" + indent + "]": keep the items.
                let inner = text.dropFirst(2).dropLast(2 + 2 * depth)
                emit(Data(inner + Array((range.upperBound < items.count ? ",\n" : "\n").utf8)))
            }
        }
        raw("\(indent)]" + (last ? "\n" : ",\n"))
    }

    /// `"key" : value` at `depth`, without the comma or line break after it.
    private static func pair<Value: Encodable>(_ key: String, _ value: Value, depth: Int) -> [UInt8] {
        // Every report type is plain keyed and unkeyed containers: encoding cannot fail.
        let text = (try? JSONText.encode(value, depth: depth)) ?? Array("null".utf8)
        return Array((String(repeating: " ", count: 2 * depth) + "\"\(key)\" : ").utf8) + text
    }
}
