@testable import A11yAudit
import AuditModel
import Foundation
import Testing

/// The cache's binary form: every value a run stores reads back equal, and bytes that are not
/// a whole value never decode (the entry is then a miss).
@Suite struct CacheCodingTests {
    struct Sample: Codable, Equatable {
        enum Kind: String, Codable { case plain, fancy }
        var text: String
        var none: String?
        var some: Int?
        var negative: Int
        var big: UInt64
        var small: Int8
        var ratio: Double
        var flag: Bool
        var kind: Kind
        var optionals: [String?]
        var counts: [String: Int]
        var tags: Set<String>
        var nested: [[Double]]
        var empty: [Int]
    }

    static let sample = Sample(
        text: "Grüße, “quoted” \\ and \u{0} and 👩‍👩‍👧", none: nil, some: 7, negative: -42, big: .max, small: -128,
        ratio: -0.1, flag: true, kind: .fancy, optionals: ["a", nil, ""], counts: ["error": 2, "": 0],
        tags: ["x", "y"], nested: [[1.5], [], [.infinity]], empty: [])

    @Test func aValueReadsBackEqual() throws {
        let data = try CacheCoding.encode(Self.sample)
        #expect(try CacheCoding.decode(Sample.self, from: data) == Self.sample)
    }

    @Test func everyScreenOfARealRunReadsBackEqual() throws {
        let result = try Auditor().audit(paths: [TestPaths.examples])
        #expect(!result.screens.isEmpty)
        for screen in result.screens {
            let data = try CacheCoding.encode(screen)
            #expect(try CacheCoding.decode(ScreenResult.self, from: data) == screen, "\(screen.name)")
        }
        let findings = try CacheCoding.encode(result.findings)
        #expect(try CacheCoding.decode([Finding].self, from: findings) == result.findings)
    }

    @Test func bytesCutShortOrFollowedByMoreDoNotDecode() throws {
        let data = try CacheCoding.encode(Self.sample)
        for cut in [1, 2, 5, data.count / 2, data.count - 1] {
            #expect(throws: (any Error).self, "cut to \(cut) bytes") {
                try CacheCoding.decode(Sample.self, from: data.prefix(cut))
            }
        }
        #expect(throws: (any Error).self) { try CacheCoding.decode(Sample.self, from: data + [0]) }
        #expect(throws: (any Error).self) { try CacheCoding.decode(Sample.self, from: Data()) }
    }

    @Test func aValueOfAnotherShapeDoesNotDecode() throws {
        struct Other: Codable { var text: Int }
        let data = try CacheCoding.encode(Self.sample)
        #expect(throws: (any Error).self) { try CacheCoding.decode(Other.self, from: data) }
        #expect(throws: (any Error).self) { try CacheCoding.decode([String].self, from: data) }
    }

    @Test func aTypeNeedingNestedContainersIsRefusedNotStoredWrong() {
        enum Shape: Codable, Equatable { case circle(radius: Double), square }
        #expect(throws: (any Error).self) { try CacheCoding.encode([Shape.circle(radius: 1), .square]) }
    }
}
