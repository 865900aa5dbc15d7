import AuditModel
import Foundation
import ViewDescription

/// `*.a11y.xml` files checked against the shipped XSD and `*.a11y.json` files against the
/// same model, as `a11y-audit validate` prints them.
public struct DescriptionValidation: Sendable {
    /// `file:line: message` per problem, and `file: valid` per valid file.
    public var lines: [String] = []
    /// Files that could not be read.
    public var diagnostics: [String] = []
    public var problems = 0
    /// 0 every file is valid, 2 not.
    public var exitCode: Int32 { problems == 0 ? 0 : 2 }

    public init(files: [String]) {
        for file in files {
            guard FileManager.default.fileExists(atPath: file) else {
                diagnostics.append("\(file): no such file")
                problems += 1
                continue
            }
            let errors = ViewDescriptionLoader.validate(file: file)
            lines += errors.map { "\($0.location.file):\($0.location.line): \($0.message)" }
            if errors.isEmpty { lines.append("\(file): valid") }
            problems += errors.count
        }
    }
}
