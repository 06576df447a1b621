/// Type names that Apple's frameworks declare without a prefix, which a generated class must not
/// take: a module's own type wins over an imported one, so a generated `ProgressView` in a module
/// whose SwiftUI files call `ProgressView()` would change what those files build (element-ios in
/// the field trial, docs/field-trial.md).
///
/// UIKit and AppKit prefix their classes (`UI`, `NS`), and `ExtractionPlanner.frameworkClassNames`
/// holds those an IB element stands for; SwiftUI, Charts, MapKit's and AVKit's SwiftUI views do
/// not prefix theirs. The list is the view and shape types of Apple's SwiftUI documentation
/// (developer.apple.com/documentation/swiftui, "Views" and "Shapes"), with the few framework
/// views a generated `<Name>View` or `<Label>` could meet; names an IB layout would never be
/// called (`ForEach`) are left out. Beside them, SwiftUI's app and property-wrapper types, and the
/// unprefixed value and reference types of Foundation's Swift overlay, Combine and the standard
/// library that a name given with `--name` or taken from a label could meet (their
/// documentation's type lists: developer.apple.com/documentation/foundation,
/// …/combine, …/swift).
package enum FrameworkTypeNames {
    /// SwiftUI's (and its companion frameworks') unprefixed view, control and shape types.
    package static let unprefixed: Set<String> = [
        // Containers and layout
        "AnyView", "EmptyView", "Group", "GroupBox", "Form", "Section", "List", "Table", "Grid", "GridRow",
        "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "LazyHGrid", "LazyVGrid", "ScrollView",
        "ScrollViewReader", "GeometryReader", "ViewThatFits", "Spacer", "Divider", "TabView", "NavigationView",
        "NavigationStack", "NavigationSplitView", "NavigationLink", "HSplitView", "VSplitView", "ControlGroup",
        "DisclosureGroup", "OutlineGroup", "Canvas", "TimelineView",
        // Content and controls
        "Text", "Label", "Image", "AsyncImage", "Button", "Link", "ShareLink", "Menu", "Toggle", "Slider",
        "Stepper", "Picker", "DatePicker", "MultiDatePicker", "ColorPicker", "TextField", "SecureField",
        "TextEditor", "ProgressView", "Gauge", "LabeledContent", "ContentUnavailableView", "EditButton",
        "PasteButton", "RenameButton", "SignInWithAppleButton",
        // Shapes and colours
        "Shape", "Circle", "Ellipse", "Capsule", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle",
        "Path", "Color", "Gradient", "LinearGradient", "RadialGradient", "AngularGradient",
        // Companion frameworks' SwiftUI views
        "Map", "Chart", "VideoPlayer",
        // SwiftUI's app structure and property wrappers
        "View", "ViewModifier", "App", "Scene", "WindowGroup", "Window", "Settings", "State", "Binding",
        "Environment", "EnvironmentObject", "ObservedObject", "StateObject", "Namespace", "FocusState",
        // Foundation's Swift overlay
        "Data", "Date", "DateInterval", "URL", "URLRequest", "UUID", "Locale", "Calendar", "TimeZone",
        "Measurement", "Notification", "NotificationCenter", "IndexPath", "IndexSet", "Decimal",
        "AttributedString", "CharacterSet", "Progress", "Bundle", "Timer", "Operation", "OperationQueue",
        "JSONEncoder", "JSONDecoder", "PropertyListEncoder", "PropertyListDecoder", "FileManager",
        "UserDefaults", "ProcessInfo", "Thread", "RunLoop", "Formatter", "DateFormatter", "NumberFormatter",
        // Combine
        "Publisher", "Subscriber", "Subscription", "Subject", "Future", "Just", "Deferred", "Empty", "Fail",
        "Record", "Cancellable", "AnyCancellable", "PassthroughSubject", "CurrentValueSubject", "Published",
        "ObservableObject",
        // The standard library
        "String", "Character", "Substring", "Int", "Double", "Float", "Bool", "Array", "Set", "Dictionary",
        "Optional", "Result", "Error", "Never", "Range", "Sequence", "Collection", "Task", "Actor",
        "MainActor",
    ]
}
