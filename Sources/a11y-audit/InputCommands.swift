import A11yAudit
import ArgumentParser

struct TranscriptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transcript",
        abstract: "Print what VoiceOver says for each screen, element by element in reading order.")

    @Argument(help: ArgumentHelp("Files and folders to read (default: .).", valueName: "path")) var paths: [String] = []
    @Option(help: ArgumentHelp("Only this screen.", valueName: "NAME")) var screen: String?
    @Option(help: ArgumentHelp("Also show each text's point size at a Dynamic Type size (xSmall … large … accessibility5).",
                               valueName: "SIZE"))
    var size: String?
    @OptionGroup var project: ProjectFlags

    func run() throws {
        var settings = RunSettings()
        project.apply(to: &settings)
        let listing = try RunSetup(settings).transcript(paths: paths, screen: screen, size: size)
        for line in listing.diagnostics { printError(line) }
        printOut(listing.text)
        try finish(listing.exitCode)
    }
}

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check *.a11y.xml files against the shipped XSD and *.a11y.json files against the same model.",
        discussion: "Prints file:line: message for each problem. Exit 0 valid, 2 not.")

    @Argument(help: ArgumentHelp("View descriptions to check.", valueName: "file")) var files: [String]

    func run() throws {
        let validation = DescriptionValidation(files: files)
        for line in validation.diagnostics { printError(line) }
        for line in validation.lines { print(line) }
        try finish(validation.exitCode)
    }
}
