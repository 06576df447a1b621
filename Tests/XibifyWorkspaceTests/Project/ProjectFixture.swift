/// A small project as Xcode 15 writes it: an app and a widget target, each with a Sources and a
/// Resources phase; the widget's Resources phase and the `Empty` group have empty lists.
///
/// Ids are spread over the hexadecimal range (1…, 5…, 9…, D…) so that new ids land between existing ones.
enum ProjectFixture {
    /// The main group (written without a comment, as Xcode writes it).
    static let mainGroup = "2C0000000000000000000001"
    /// The `App` group: AppDelegate.swift, Main.storyboard, Widget.swift, Card View.xib.
    static let appGroup = "2C0000000000000000000002"
    /// The `Empty` group, whose `children` list is empty.
    static let emptyGroup = "2C0000000000000000000004"
    /// The app target's Sources phase.
    static let appSources = "6E0000000000000000000001"
    /// The app target's Resources phase.
    static let appResources = "6E0000000000000000000002"
    /// The widget target's Sources phase.
    static let widgetSources = "6E0000000000000000000003"
    /// The widget target's Resources phase, whose `files` list is empty.
    static let widgetResources = "6E0000000000000000000004"
    /// An id that appears only in a comment, a quoted string and a value, never as an object's definition.
    static let decoy = "2C0000000000000000000009"

    /// The PBXBuildFile section, separate so that a test can remove it.
    static let buildFileSection = """
        /* Begin PBXBuildFile section */
        \t\t1A0000000000000000000001 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = 1B0000000000000000000001 /* AppDelegate.swift */; };
        \t\t5A0000000000000000000002 /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = 5B0000000000000000000002 /* Main.storyboard */; };
        \t\t9A0000000000000000000003 /* Widget.swift in Sources */ = {isa = PBXBuildFile; fileRef = 9B0000000000000000000003 /* Widget.swift */; };
        \t\tDA0000000000000000000004 /* Card View.xib in Resources */ = {isa = PBXBuildFile; fileRef = DB0000000000000000000004 /* Card View.xib */; };
        /* End PBXBuildFile section */


        """

    /// The whole file.
    static let text = header + buildFileSection + body

    /// From the first line to the `objects` dictionary's blank first line.
    static let header = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 60;
        \tobjects = {


        """

    /// Every section after PBXBuildFile, and the end of the file.
    static let body = """
        /* Begin PBXFileReference section */
        \t\t1B0000000000000000000001 /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
        \t\t3C0000000000000000000001 /* App.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
        \t\t5B0000000000000000000002 /* Main.storyboard */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; path = Main.storyboard; sourceTree = "<group>"; };
        \t\t9B0000000000000000000003 /* Widget.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Widget.swift; sourceTree = "<group>"; };
        \t\tDB0000000000000000000004 /* Card View.xib */ = {isa = PBXFileReference; lastKnownFileType = file.xib; path = "Card View.xib"; sourceTree = "<group>"; };
        \t\tF30000000000000000000002 /* Widget.appex */ = {isa = PBXFileReference; explicitFileType = "wrapper.app-extension"; includeInIndex = 0; path = Widget.appex; sourceTree = BUILT_PRODUCTS_DIR; };
        /* End PBXFileReference section */

        /* Begin PBXGroup section */
        \t\t2C0000000000000000000001 = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\t2C0000000000000000000002 /* App */,
        \t\t\t\t2C0000000000000000000004 /* Empty */,
        \t\t\t\t2C0000000000000000000003 /* Products */,
        \t\t\t);
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\t2C0000000000000000000002 /* App */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\t1B0000000000000000000001 /* AppDelegate.swift */,
        \t\t\t\t5B0000000000000000000002 /* Main.storyboard */,
        \t\t\t\t9B0000000000000000000003 /* Widget.swift */,
        \t\t\t\tDB0000000000000000000004 /* Card View.xib */,
        \t\t\t);
        \t\t\tpath = App;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\t2C0000000000000000000003 /* Products */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\t3C0000000000000000000001 /* App.app */,
        \t\t\t\tF30000000000000000000002 /* Widget.appex */,
        \t\t\t);
        \t\t\tname = Products;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\t2C0000000000000000000004 /* Empty */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t);
        \t\t\tpath = Empty;
        \t\t\tsourceTree = "<group>";
        \t\t};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        \t\t4D0000000000000000000001 /* App */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = 8A0000000000000000000002 /* Build configuration list for PBXNativeTarget "App" */;
        \t\t\tbuildPhases = (
        \t\t\t\t6E0000000000000000000001 /* Sources */,
        \t\t\t\t6E0000000000000000000002 /* Resources */,
        \t\t\t);
        \t\t\tbuildRules = (
        \t\t\t);
        \t\t\tdependencies = (
        \t\t\t);
        \t\t\tname = App;
        \t\t\tproductName = App;
        \t\t\tproductReference = 3C0000000000000000000001 /* App.app */;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\t4D0000000000000000000002 /* Widget */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = 8A0000000000000000000003 /* Build configuration list for PBXNativeTarget "Widget" */;
        \t\t\tbuildPhases = (
        \t\t\t\t6E0000000000000000000003 /* Sources */,
        \t\t\t\t6E0000000000000000000004 /* Resources */,
        \t\t\t);
        \t\t\tbuildRules = (
        \t\t\t);
        \t\t\tdependencies = (
        \t\t\t);
        \t\t\tname = Widget;
        \t\t\tproductName = Widget;
        \t\t\tproductReference = F30000000000000000000002 /* Widget.appex */;
        \t\t\tproductType = "com.apple.product-type.app-extension";
        \t\t};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        \t\t7F0000000000000000000001 /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tattributes = {
        \t\t\t\tBuildIndependentTargetsInParallel = 1;
        \t\t\t\tLastSwiftUpdateCheck = 1500;
        \t\t\t\tLastUpgradeCheck = 1500;
        \t\t\t\tTargetAttributes = {
        \t\t\t\t\t4D0000000000000000000001 = {
        \t\t\t\t\t\tCreatedOnToolsVersion = 15.0;
        \t\t\t\t\t};
        \t\t\t\t};
        \t\t\t};
        \t\t\tbuildConfigurationList = 8A0000000000000000000001 /* Build configuration list for PBXProject "App" */;
        \t\t\tcompatibilityVersion = "Xcode 14.0";
        \t\t\tdevelopmentRegion = en;
        \t\t\thasScannedForEncodings = 0;
        \t\t\tknownRegions = (
        \t\t\t\ten,
        \t\t\t\tBase,
        \t\t\t);
        \t\t\tmainGroup = 2C0000000000000000000001;
        \t\t\tproductRefGroup = 2C0000000000000000000003 /* Products, not 2C0000000000000000000009 = { */;
        \t\t\tprojectDirPath = "";
        \t\t\tprojectRoot = "";
        \t\t\ttargets = (
        \t\t\t\t4D0000000000000000000001 /* App */,
        \t\t\t\t4D0000000000000000000002 /* Widget */,
        \t\t\t);
        \t\t};
        /* End PBXProject section */

        /* Begin PBXResourcesBuildPhase section */
        \t\t6E0000000000000000000002 /* Resources */ = {
        \t\t\tisa = PBXResourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t\t5A0000000000000000000002 /* Main.storyboard in Resources */,
        \t\t\t\tDA0000000000000000000004 /* Card View.xib in Resources */,
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        \t\t6E0000000000000000000004 /* Resources */ = {
        \t\t\tisa = PBXResourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        /* End PBXResourcesBuildPhase section */

        /* Begin PBXSourcesBuildPhase section */
        \t\t6E0000000000000000000001 /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t\t1A0000000000000000000001 /* AppDelegate.swift in Sources */,
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        \t\t6E0000000000000000000003 /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t\t9A0000000000000000000003 /* Widget.swift in Sources */,
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        /* End PBXSourcesBuildPhase section */

        /* Begin XCBuildConfiguration section */
        \t\t8B0000000000000000000001 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tSDKROOT = iphoneos;
        \t\t\t\tSWIFT_VERSION = 5.0;
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\t8B0000000000000000000002 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tINFOPLIST_KEY_CFBundleDisplayName = "App /* 2C0000000000000000000009 */";
        \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.App;
        \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\t8B0000000000000000000003 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.App.Widget;
        \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
        \t\t\t\tTEST_TARGET_NAME = 2C0000000000000000000009;
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        \t\t8A0000000000000000000001 /* Build configuration list for PBXProject "App" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\t8B0000000000000000000001 /* Debug */,
        \t\t\t);
        \t\t\tdefaultConfigurationIsVisible = 0;
        \t\t\tdefaultConfigurationName = Debug;
        \t\t};
        \t\t8A0000000000000000000002 /* Build configuration list for PBXNativeTarget "App" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\t8B0000000000000000000002 /* Debug */,
        \t\t\t);
        \t\t\tdefaultConfigurationIsVisible = 0;
        \t\t\tdefaultConfigurationName = Debug;
        \t\t};
        \t\t8A0000000000000000000003 /* Build configuration list for PBXNativeTarget "Widget" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\t8B0000000000000000000003 /* Debug */,
        \t\t\t);
        \t\t\tdefaultConfigurationIsVisible = 0;
        \t\t\tdefaultConfigurationName = Debug;
        \t\t};
        /* End XCConfigurationList section */
        \t};
        \trootObject = 7F0000000000000000000001 /* Project object */;
        }

        """
}
