import Foundation

/// A screen's layout estimates, each size worked out the first time it is asked for, and the
/// sizes at which nothing breaks found without working them out where the layout allows it.
///
/// When nothing in the screen's layout gives a text or a row more room as the size grows
/// (`Plan.growsWithSize`), what fits at one size fits at every smaller one, and every size lays
/// out the same texts. The sizes are then estimated from the largest down, until one where every
/// text fits and one where every row fits: those and every smaller size are known to fit. Most
/// screens fit at every size and are estimated once instead of twelve times. Facts are shared
/// read-only across the rules of a screen; the lock makes the work safe if they ever run on
/// several threads.
final class LayoutEstimates: @unchecked Sendable {
    private let lock = NSLock()
    private let screen: Screen
    private let layout: DynamicTypeLayout
    private var plan: DynamicTypeLayout.Plan?
    private var measured: [DynamicTypeLayout.Measured] = []
    private var computed = [LayoutEstimate?](repeating: nil, count: DynamicTypeSize.allCases.count)
    /// Known after the walk from the largest size (nil when no size, or when the layout does not
    /// allow knowing): every size up to the first is free of clipped and truncated texts, every
    /// size up to the second of rows that break words.
    private var textsFitUpTo: DynamicTypeSize?
    private var rowsFitUpTo: DynamicTypeSize?
    private var sizesGrow: Bool?

    init(_ screen: Screen, _ layout: DynamicTypeLayout) {
        self.screen = screen
        self.layout = layout
    }

    /// The estimate at one size.
    func estimate(at size: DynamicTypeSize) -> LayoutEstimate {
        lock.withLock { unlockedEstimate(at: size) }
    }

    /// The estimates at every size up to `target`, smallest first.
    func estimates(upTo target: DynamicTypeSize) -> [LayoutEstimate] {
        lock.withLock { DynamicTypeSize.allCases.filter { $0 <= target }.map(unlockedEstimate) }
    }

    /// Whether the estimate measures any text, when every size lays out the same texts; nil
    /// when that can differ from size to size (a layout that adapts to the size).
    var measuresTextAtEverySize: Bool? {
        lock.withLock {
            walkFromLargest()
            return sizesGrow == true ? !unlockedEstimate(at: .accessibility5).texts.isEmpty : nil
        }
    }

    /// The estimates up to `target` at which a text may be clipped or truncated, smallest first:
    /// sizes known to fit are left out. With `measuresText`, what the text rules need.
    func breakable(upTo target: DynamicTypeSize) -> (estimates: [LayoutEstimate], measuresText: Bool) {
        let measures = measuresTextAtEverySize
        return lock.withLock {
            let sizes = DynamicTypeSize.allCases.filter { $0 <= target }
            guard let measures else {
                let all = sizes.map(unlockedEstimate)
                return (all, all.contains { !$0.texts.isEmpty })
            }
            return (sizes.filter { size in textsFitUpTo.map { size > $0 } ?? true }.map(unlockedEstimate), measures)
        }
    }

    /// Whether no row breaks words at `size`, known without estimating it.
    func rowsKnownToFit(at size: DynamicTypeSize) -> Bool {
        lock.withLock {
            walkFromLargest()
            return rowsFitUpTo.map { size <= $0 } ?? false
        }
    }

    /// For every size, smallest to largest, the paths of the texts that are clipped or truncated.
    var ladder: [LadderStep] {
        lock.withLock {
            walkFromLargest()
            return DynamicTypeSize.allCases.map { size in
                if let textsFitUpTo, size <= textsFitUpTo { return LadderStep(size: size, broken: []) }
                return LadderStep(size: size, broken: unlockedEstimate(at: size).broken.map(\.path))
            }
        }
    }

    /// Estimates sizes from the largest down until texts and rows fit, when the layout allows
    /// concluding from it that every smaller size fits too.
    private func walkFromLargest() {
        guard sizesGrow == nil else { return }
        let grows = unlockedPlan().growsWithSize && layout.table.growsWithSize
        sizesGrow = grows
        guard grows else { return }
        for size in DynamicTypeSize.allCases.reversed() {
            let estimate = unlockedEstimate(at: size)
            if textsFitUpTo == nil, estimate.broken.isEmpty { textsFitUpTo = size }
            if rowsFitUpTo == nil, !estimate.rows.contains(where: \.breaksWords) { rowsFitUpTo = size }
            if textsFitUpTo != nil, rowsFitUpTo != nil { return }
        }
    }

    private func unlockedPlan() -> DynamicTypeLayout.Plan {
        if let plan { return plan }
        let made = layout.plan(for: screen)
        plan = made
        measured = Array(repeating: .blank, count: made.nodes.count)
        return made
    }

    private func unlockedEstimate(at size: DynamicTypeSize) -> LayoutEstimate {
        if let known = computed[size.index] { return known }
        let estimate = layout.estimate(unlockedPlan(), at: size, measured: &measured)
        computed[size.index] = estimate
        return estimate
    }
}
