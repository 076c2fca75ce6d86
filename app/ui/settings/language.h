// The language of the app: Felt's own translations (embedded under :/i18n) and Qt's, swapped
// at once when the person chooses another.
#pragma once

#include <QString>

namespace language {

// Installs the translations for `id` ("de", "fr", "sv", "en"; empty: the system's
// languages), replacing the ones installed before; English (whose file holds the plural
// forms) where Felt has no translation for the language.
void apply(const QString &id);

} // namespace language
