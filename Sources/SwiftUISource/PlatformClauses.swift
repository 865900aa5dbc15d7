import AuditModel
import SwiftIfConfig
import SwiftSyntax

/// Which clauses of a `#if` block a file compiles for the platform it serves: `#if os(macOS)`
/// content in an iOS file is not iOS content, and of `#if os(iOS) … #else …` only the first
/// clause is. SwiftIfConfig evaluates the conditions; this type only answers its questions.
/// What the audit cannot know statically (custom flags such as `DEBUG`, `canImport`, a
/// simulator build, architectures, features) stays open: a clause whose fate depends on
/// one of them may be compiled, as before platforms were read.
struct PlatformClauses: Sendable {
    let platform: Platform

    /// A clause that may be compiled, and whether it is compiled for certain.
    struct Candidate {
        var clause: IfConfigClauseSyntax
        var isCertain: Bool
    }

    /// The clauses of `ifConfig` that may be compiled on the platform, in source order: one
    /// certain clause, none, or several (or one) that depend on conditions not known statically.
    func candidates(_ ifConfig: IfConfigDeclSyntax) -> [Candidate] {
        let clauses = Array(ifConfig.clauses)
        let recorder = UnknownConditions()
        var outcomes: Set<Int> = [Self.chosen(ifConfig, clauses, Configuration(platform: platform, recorder: recorder))]
        var unknown: [String] = []
        // Try every combination of the open conditions; one that only some combination reaches
        // (behind `&&` or `||`) joins them and the combinations are tried again.
        while recorder.names.count > unknown.count {
            unknown = recorder.names.sorted()
            // Too many open conditions to try every combination: every clause may be compiled.
            guard unknown.count <= Self.maximumUnknownConditions else {
                return clauses.map { Candidate(clause: $0, isCertain: false) }
            }
            for combination in 1..<(1 << unknown.count) {
                let assumed = Set(unknown.indices.filter { combination & (1 << $0) != 0 }.map { unknown[$0] })
                outcomes.insert(Self.chosen(ifConfig, clauses,
                                            Configuration(platform: platform, recorder: recorder, assumed: assumed)))
            }
        }
        let certain = outcomes.count == 1
        return outcomes.sorted().filter { clauses.indices.contains($0) }
            .map { Candidate(clause: clauses[$0], isCertain: certain) }
    }

    /// Open conditions in one `#if` beyond which every combination is not tried (2^n evaluations).
    static let maximumUnknownConditions = 6

    /// The index of the compiled clause, or `clauses.count` when none is.
    private static func chosen(_ ifConfig: IfConfigDeclSyntax, _ clauses: [IfConfigClauseSyntax],
                               _ configuration: Configuration) -> Int {
        guard let clause = ifConfig.activeClause(in: configuration).clause else { return clauses.count }
        return clauses.firstIndex { $0.id == clause.id } ?? clauses.count
    }
}

/// The names of conditions a configuration was asked about and could not know.
private final class UnknownConditions {
    var names: Set<String> = []
}

/// A build for one platform: the target OS is known; anything else is an open condition, false
/// unless `assumed` says otherwise (each combination is tried by `PlatformClauses`).
private struct Configuration: BuildConfiguration {
    let platform: Platform
    let recorder: UnknownConditions
    var assumed: Set<String> = []

    /// `os(…)` names of each platform as the compiler spells them (`OSX` and `xrOS` are old names).
    static let osNames: [Platform: Set<String>] = [
        .iOS: ["iOS"], .macOS: ["macOS", "OSX"], .watchOS: ["watchOS"], .tvOS: ["tvOS"],
        .visionOS: ["visionOS", "xrOS"],
    ]

    private func open(_ kind: String, _ name: String) -> Bool {
        let key = kind + ":" + name
        recorder.names.insert(key)
        return assumed.contains(key)
    }

    func isCustomConditionSet(name: String) -> Bool { open("flag", name) }
    func hasFeature(name: String) -> Bool { open("feature", name) }
    func hasAttribute(name: String) -> Bool { open("attribute", name) }
    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        open("canImport", importPath.map(\.1).joined(separator: "."))
    }
    func isActiveTargetOS(name: String) -> Bool { Self.osNames[platform]?.contains(name) ?? false }
    func isActiveTargetArchitecture(name: String) -> Bool { open("arch", name) }
    /// Mac Catalyst runs the iPad app on a Mac: not what an iOS device shows (nor any other
    /// platform). Whether it is a simulator build stays open.
    func isActiveTargetEnvironment(name: String) -> Bool {
        name == "macCatalyst" ? false : open("targetEnvironment", name)
    }
    func isActiveTargetRuntime(name: String) -> Bool { open("runtime", name) }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { open("ptrauth", name) }
    func isActiveTargetObjectFormat(name: String) -> Bool { open("objectFormat", name) }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }
    var endianness: Endianness { .little }
    // Apps audited today are written for a current compiler: `#if swift(>=5.9)` holds.
    var languageVersion: VersionTuple { VersionTuple(6, 2) }
    var compilerVersion: VersionTuple { VersionTuple(6, 2) }
}
