// `App.settings.look` in QML: how the table looks, as the person chose it in Settings — how
// fast cards move (down to "reduced motion": no flights), the card deck and its four-colour
// variant, and the table's colour. Kept with the other settings (Settings, which reads it
// from the settings file and stores each change) and applied at once.
#pragma once

#include "settingschoices.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QVariant>
#include <QtQml/qqmlregistration.h>

#include <functional>

class QSettings;

class TableLook : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The table's look belongs to App.settings")

    // "reduced" (no flights, instant moves), "calm", "normal", "brisk"; `motion` is the factor
    // on every animation's length (0: none).
    Q_PROPERTY(QString animationSpeed READ animationSpeed WRITE setAnimationSpeed NOTIFY animationSpeedChanged)
    Q_PROPERTY(double motion READ motion NOTIFY animationSpeedChanged)
    // The chosen deck's id ("felt", "kde:oxygen", "gnome:anglo"), every installed deck, and the
    // deck the table draws with (the four-colour sibling when fourColour is on and one is
    // installed; "felt": Felt's own faces).
    Q_PROPERTY(QString deck READ deck WRITE setDeck NOTIFY deckChanged)
    Q_PROPERTY(QList<DeckChoice> decks READ decks CONSTANT)
    Q_PROPERTY(QString deckImage READ deckImage NOTIFY deckChanged)
    Q_PROPERTY(bool fourColour READ fourColour WRITE setFourColour NOTIFY deckChanged)
    // "green", "blue", "red", "grey".
    Q_PROPERTY(QString tableColour READ tableColour WRITE setTableColour NOTIFY tableColourChanged)

public:
    // Where each change is kept (key, value); `stored`: the settings file to read the look
    // from (null: the defaults).
    using Store = std::function<void(const QString &key, const QVariant &value)>;
    TableLook(const QSettings *stored, Store store, QObject *parent = nullptr);

    QString animationSpeed() const { return m_animationSpeed; }
    void setAnimationSpeed(const QString &speed);
    double motion() const;
    QString deck() const { return m_deck; }
    void setDeck(const QString &id);
    // This run only (felt --deck): not stored. False when no such deck is installed.
    bool useDeckForThisRun(const QString &id);
    static QList<DeckChoice> decks();
    QString deckImage() const;
    bool fourColour() const { return m_fourColour; }
    void setFourColour(bool on);
    QString tableColour() const { return m_tableColour; }
    void setTableColour(const QString &colour);
    // Whether deck `deckId` has its own picture of `face`: else a card shows Felt's drawing
    // (numbers, a joker the deck lacks) and the deck is never asked for it.
    Q_INVOKABLE static bool deckDraws(const QString &deckId, const QString &face);

signals:
    void animationSpeedChanged();
    void deckChanged();
    void tableColourChanged();

private:
    Store m_store;
    QString m_animationSpeed = QStringLiteral("normal");
    QString m_deck = QStringLiteral("felt");
    bool m_fourColour = false;
    QString m_tableColour = QStringLiteral("green");
};
