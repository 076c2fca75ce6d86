// What the settings page offers to choose from (settings.h), typed: a language and a card
// deck.
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

// A language the app speaks: its id ("" the system's, "en", "de", "fr", "sv") and its name
// in its own words, so anyone finds theirs.
struct LanguageChoice {
    Q_GADGET
    QML_VALUE_TYPE(languageChoice)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)

public:
    QString id;
    QString name;
    bool operator==(const LanguageChoice &) const = default;
};

// An installed card deck: its id ("felt", "kde:oxygen", "gnome:anglo"), its name, whether
// it is a four-colour deck.
struct DeckChoice {
    Q_GADGET
    QML_VALUE_TYPE(deckChoice)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(bool fourColour MEMBER fourColour)

public:
    QString id;
    QString name;
    bool fourColour = false;
    bool operator==(const DeckChoice &) const = default;
};
