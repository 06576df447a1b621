/// No launch screen gains a custom class: Xcode refuses custom classes in launch screens
/// ("Launch screens may not set custom classnames"), and a launch screen runs no code.
package struct LaunchScreenCheck {
    package let output: ParsedOutput
    package let input: ParsedOutput?

    package func run() throws(VerificationError) {
        let document = output.document
        guard document.attribute("launchScreen", of: 0) == "YES" else { return }
        let before = Set(input.map { ExtractionPlanner.customClasses($0.document) } ?? [])
        if let added = ExtractionPlanner.customClasses(document).first(where: { !before.contains($0) }) {
            throw .launchScreenChanged(path: document.path, className: added)
        }
    }
}
