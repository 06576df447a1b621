import Testing

@testable import XibifyRewriting

/// `translations`: every copy shows, in every language, what it showed before.
@Suite struct TranslationCheckTests {
    @Test func aChangedTranslationIsRefused() throws {
        let result = try VerificationCase.shopApp()
        let files = try VerificationCase.editing("Wallet/fr.lproj/LoyaltyCardView.strings", in: result.files) {
            $0.replacingOccurrences(of: #"= "Membre depuis";"#, with: #"= "Membre";"#)
        }
        let error = VerificationCase.refusal(files, plans: result.plans)
        #expect(error?.check == "translations", "\(String(describing: error))")
    }
}
