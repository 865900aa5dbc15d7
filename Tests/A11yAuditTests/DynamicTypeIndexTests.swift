import AuditModel
import Testing

/// The hand-written positions used on the layout estimate's hot path follow `allCases`.
@Suite struct DynamicTypeIndexTests {
    @Test func sizeIndexFollowsAllCases() {
        for (i, size) in DynamicTypeSize.allCases.enumerated() { #expect(size.index == i, "\(size)") }
    }

    @Test func styleIndexFollowsAllCases() {
        for (i, style) in TextStyle.allCases.enumerated() { #expect(style.index == i, "\(style)") }
    }

    @Test func tableRowsStayWithTheirStyles() {
        let table = DynamicTypeTable.shared
        #expect(table.pointSize(.largeTitle, .large) == 34)
        #expect(table.pointSize(.body, .accessibility5) == 53)
        #expect(table.pointSize(.caption2, .xSmall) == 11)
        #expect(table.metrics(.title, .large).leading == 34)
    }
}
