import Foundation

/// The estimate's second pass: room in height top-down, then each text's verdict.
extension DynamicTypeLayout {
    // MARK: Pass 2: room in height top-down, then each text's verdict

    /// `limitedBy`: the path of the node whose frame sets the height limit passed down.
    /// `squeezable`: vertical padding between that frame and this node, which gives way first.
    func constrain(_ index: Int, _ plan: Plan, _ measured: [Measured], availableHeight: Double?, limitedBy: String?,
                   squeezable: Double = 0, texts: inout [TextEstimate], rows: inout [RowEstimate]) {
        // Fields are read in place: a copy of the whole value would cost more than its reads.
        let padding = measured[index].verticalPadding
        var room = availableHeight.map { $0 - padding }
        // Padding inside a fixed height yields before text does: content that outgrows the room
        // spills into the padding, centred, and stays inside the frame.
        var squeeze = availableHeight == nil ? 0 : squeezable + padding
        var limiter = limitedBy
        if let limit = measured[index].heightLimit, limit < (room ?? .infinity) {
            room = limit
            limiter = plan.nodes[index].path
            squeeze = 0
        }

        if let row = measured[index].row { rows.append(row) }
        if let text = measured[index].text {
            texts.append(verdict(measured[index], path: plan.nodes[index].path, text, room: room, squeeze: squeeze,
                                 limitedBy: limiter))
            return
        }
        let children = plan.nodes[index].children[measured[index].laidOut]
        let spacing = measured[index].spacing * Double(max(children.count - 1, 0))
        // A stack's children share the padding too: together they may fill it, no more.
        let stackRoom = room.map { $0 + squeeze }
        let shares = stackRoom.map { Self.share($0 - spacing, among: children.map { measured[$0].neededHeight }) } ?? []
        let shared = shares.reduce(0, +)
        // A subtree without text yields no text and no row: it is not walked.
        for (i, child) in children.enumerated() where plan.nodes[child].containsText {
            switch measured[index].arrangement {
            case .scrolling:
                constrain(child, plan, measured, availableHeight: nil, limitedBy: nil, texts: &texts, rows: &rows)
            case .vertical:
                // What is left after the others took their share.
                constrain(child, plan, measured, availableHeight: stackRoom.map { $0 - spacing - (shared - shares[i]) },
                          limitedBy: limiter, texts: &texts, rows: &rows)
            case .horizontal, .overlay:
                constrain(child, plan, measured, availableHeight: room, limitedBy: limiter, squeezable: squeeze,
                          texts: &texts, rows: &rows)
            }
        }
    }

    /// Shares a length among children that need `needs`, the way SwiftUI's stacks do: the
    /// child needing least is served first, each gets at most an equal share of what is left,
    /// and what a child does not use goes to the others.
    static func share(_ total: Double, among needs: [Double]) -> [Double] {
        // When every need fits with room to spare, each child gets what it needs:
        // `sharedLeastFirst` gives exactly that, and the margin (far above the rounding of its
        // running remainder) makes sure it would. Most rows and stacks fit; they are not sorted.
        if everyNeedFits(total, allNonNegative: needs.allSatisfy { $0 >= 0 }, sum: needs.reduce(0, +)) { return needs }
        return sharedLeastFirst(total, among: needs)
    }

    /// Whether needs that are all at least zero and add up to `sum` (added in order from zero)
    /// each get what they need out of `total`, with room to spare.
    static func everyNeedFits(_ total: Double, allNonNegative: Bool, sum: Double) -> Bool {
        allNonNegative && total - sum > 1e-6 * max(1, abs(total))
    }

    /// The sharing itself, child by child from the least demanding.
    static func sharedLeastFirst(_ total: Double, among needs: [Double]) -> [Double] {
        var given = needs
        shareLeastFirst(total, at: Array(needs.indices), of: &given)
        return given
    }

    /// The sharing among the children at `positions` of `given`, each holding its need until it
    /// gets its share.
    static func shareLeastFirst(_ total: Double, at positions: consuming [Int], of given: inout [Double]) {
        var remaining = total
        var left = positions.count
        // Sorted by need, in place: the same order as sorting (position, need) pairs by need.
        positions.sort { given[$0] < given[$1] }
        for index in positions {
            given[index] = min(given[index], max(remaining, 0) / Double(left))
            remaining -= given[index]
            left -= 1
        }
    }

    /// A single line may use the `squeeze` of padding around it; more lines than fit the room
    /// are cut, since SwiftUI drops the lines a short height proposal cannot hold.
    func verdict(_ measured: Measured, path: String, _ text: TextMeasure, room: Double?, squeeze: Double,
                 limitedBy: String?) -> TextEstimate {
        let env = measured.env
        let width = measured.contentWidth
        let fixedWidth = measured.fixedWidth
        let limit = env.lineLimit

        func outcome(scale: Double) -> (needed: Int, shown: Int, height: Double, clipped: Bool, truncated: Bool,
                                        lettersFit: Bool) {
            let needed = wrappedLines(text, width: width, fixedWidth: fixedWidth, scale: scale)
            let shown = min(needed, limit ?? needed)
            let height = Double(shown) * text.leading * scale
            let noRoom = width <= 0 || (fixedWidth && text.oneLineWidth * scale > width + 0.5)
            let spare = shown == 1 ? squeeze : 0
            let clipped = noRoom || (room.map { height > $0 + spare + 0.5 } ?? false)
            // The last line's letters, under the lines above it.
            let letters = (Double(max(shown - 1, 0)) * text.leading + text.pointSize * TextMetrics.letterHeightPerPoint) * scale
            let lettersFit = !noRoom && (room.map { letters <= $0 + spare + 0.5 } ?? true)
            return (needed, shown, height, clipped, needed > shown, lettersFit)
        }

        var scale = 1.0
        var result = outcome(scale: 1)
        if result.clipped || result.truncated, let factor = env.minimumScaleFactor, factor < 1 {
            let smallest = max(factor, 0.01)
            var step = 0.99
            while step >= smallest - 1e-9 {
                let shrunk = outcome(scale: step)
                scale = step
                result = shrunk
                if !shrunk.clipped && !shrunk.truncated { break }
                step -= 0.01
            }
        }
        return TextEstimate(path: path, size: env.size, effectiveSize: env.effectiveSize,
                            pointSize: text.pointSize * scale, leading: text.leading * scale,
                            characters: text.characters, textWidth: text.oneLineWidth * scale,
                            availableWidth: width, availableHeight: room, neededLines: result.needed,
                            lines: result.shown, neededHeight: result.height, scale: scale,
                            isClipped: result.clipped, isClippedOnlyInLineBox: result.clipped && result.lettersFit,
                            isTruncated: result.truncated,
                            requestedPointSize: text.pointSize, lineLimit: limit,
                            minimumScaleFactor: env.minimumScaleFactor,
                            heightLimitedBy: room == nil ? nil : limitedBy)
    }
}
