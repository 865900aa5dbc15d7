/// Parts of a screen that are not all on screen at once, as Semantics marks them in the AXTree
/// (by the `viewType` of the container it makes). Rules that compare elements across a screen
/// (`duplicate-name`) should compare only elements that can be shown together.
extension AXNode {
    /// Containers of content that appears only when presented: a sheet's or alert's content is
    /// not on screen with the view that presents it (`.sheet {}`, `.alert {}`, `.contextMenu {}`).
    public static let presentationContainerTypes: Set<String> = [
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "contextMenu",
        "inspector", "searchSuggestions",
    ]

    /// Containers whose children are alternatives, one shown at a time: the branches of an
    /// `if`/`switch` (`_Branches` → `_Branch`), the candidates of a `ViewThatFits`.
    public static let alternativeContainerTypes: Set<String> = ["_Branches", "ViewThatFits"]

    /// Whether this container's content is presented separately from the rest of the screen.
    public var isPresentationContainer: Bool {
        !isElement && Self.presentationContainerTypes.contains(viewType)
    }
}
