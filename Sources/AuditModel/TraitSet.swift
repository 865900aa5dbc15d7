/// A set of accessibility traits, one bit each. Rules ask every node about its traits, many
/// times: a hashed set cost an allocation for each node that has traits and a hash for each
/// question. Iteration goes in `Trait`'s declaration order.
public struct TraitSet: SetAlgebra, Sequence, Hashable, Sendable {
    public typealias Element = Trait

    @usableFromInline var bits: UInt32

    @inlinable public init() { bits = 0 }

    @inlinable init(bits: UInt32) { self.bits = bits }

    @inlinable public func contains(_ member: Trait) -> Bool { bits & member.bit != 0 }

    @inlinable public var isEmpty: Bool { bits == 0 }

    public var count: Int { bits.nonzeroBitCount }

    @inlinable public func union(_ other: TraitSet) -> TraitSet { TraitSet(bits: bits | other.bits) }

    @inlinable public func intersection(_ other: TraitSet) -> TraitSet { TraitSet(bits: bits & other.bits) }

    @inlinable public func symmetricDifference(_ other: TraitSet) -> TraitSet { TraitSet(bits: bits ^ other.bits) }

    @inlinable public func subtracting(_ other: TraitSet) -> TraitSet { TraitSet(bits: bits & ~other.bits) }

    @inlinable public mutating func formUnion(_ other: TraitSet) { bits |= other.bits }

    @inlinable public mutating func formIntersection(_ other: TraitSet) { bits &= other.bits }

    @inlinable public mutating func formSymmetricDifference(_ other: TraitSet) { bits ^= other.bits }

    @inlinable public mutating func subtract(_ other: TraitSet) { bits &= ~other.bits }

    @inlinable @discardableResult
    public mutating func insert(_ newMember: Trait) -> (inserted: Bool, memberAfterInsert: Trait) {
        let inserted = !contains(newMember)
        bits |= newMember.bit
        return (inserted, newMember)
    }

    @inlinable @discardableResult
    public mutating func remove(_ member: Trait) -> Trait? {
        guard contains(member) else { return nil }
        bits &= ~member.bit
        return member
    }

    @inlinable @discardableResult
    public mutating func update(with newMember: Trait) -> Trait? {
        let present = contains(newMember)
        bits |= newMember.bit
        return present ? newMember : nil
    }

    public func makeIterator() -> Iterator { Iterator(left: bits) }

    public struct Iterator: IteratorProtocol {
        var left: UInt32

        public mutating func next() -> Trait? {
            guard left != 0 else { return nil }
            let position = left.trailingZeroBitCount
            left &= left - 1
            return Trait.inOrder[position]
        }
    }
}

extension TraitSet: CustomStringConvertible {
    public var description: String { "[" + map { "." + $0.rawValue }.joined(separator: ", ") + "]" }
}

extension Trait {
    /// Every trait in declaration order, made once (`allCases` makes its array at each call).
    public static let inOrder = allCases

    /// The trait's bit in a `TraitSet`: its place in the declaration order.
    @inlinable var bit: UInt32 { 1 << UInt32(position) }

    /// Its place in the declaration order.
    @inlinable var position: Int {
        switch self {
        case .button: return 0
        case .link: return 1
        case .header: return 2
        case .image: return 3
        case .staticText: return 4
        case .selected: return 5
        case .toggle: return 6
        case .adjustable: return 7
        case .notEnabled: return 8
        case .searchField: return 9
        case .keyboardKey: return 10
        case .summaryElement: return 11
        case .updatesFrequently: return 12
        case .playsSound: return 13
        case .startsMediaSession: return 14
        case .allowsDirectInteraction: return 15
        case .causesPageTurn: return 16
        case .modal: return 17
        case .tabBar: return 18
        }
    }
}
