// `App.settings` in QML: what a person tunes, kept in QSettings (next to the data with
// FELT_DATA_DIR) and applied at once — the computer players' pause, how fast cards move
// (down to "reduced motion": no flights), the language, the card deck and its four-colour
// variant, the table's colour, full screen, asking before conceding and before a risky move
// (one that may cost a penalty point while a safer one is on offer), the games shown under
// their other name, how long computer players wait before a call at a learning table, and
// the lessons done. A value that cannot be read falls back to its default.
#pragma once

#include "settingschoices.h"

#include <QList>
#include <QObject>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <memory>

class QSettings;

class Settings : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The settings belong to App")

    Q_PROPERTY(int botDelayMs READ botDelayMs WRITE setBotDelayMs NOTIFY botDelayMsChanged)
    // "reduced" (no flights, instant moves), "calm", "normal", "brisk"; `motion` is the factor
    // on every animation's length (0: none).
    Q_PROPERTY(QString animationSpeed READ animationSpeed WRITE setAnimationSpeed NOTIFY animationSpeedChanged)
    Q_PROPERTY(double motion READ motion NOTIFY animationSpeedChanged)
    // "" (the system's), "en", "de", "fr", "sv"; `languages` lists them.
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    Q_PROPERTY(QList<LanguageChoice> languages READ languages CONSTANT)
    // The chosen deck's id ("felt", "kde:oxygen", "gnome:anglo"), every installed deck, and the deck the table draws with (the four-colour sibling
    // when fourColour is on and one is installed; "felt": Felt's own faces).
    Q_PROPERTY(QString deck READ deck WRITE setDeck NOTIFY deckChanged)
    Q_PROPERTY(QList<DeckChoice> decks READ decks CONSTANT)
    Q_PROPERTY(QString deckImage READ deckImage NOTIFY deckChanged)
    Q_PROPERTY(bool fourColour READ fourColour WRITE setFourColour NOTIFY deckChanged)
    // "green", "blue", "red", "grey".
    Q_PROPERTY(QString tableColour READ tableColour WRITE setTableColour NOTIFY tableColourChanged)
    Q_PROPERTY(bool fullScreen READ fullScreen WRITE setFullScreen NOTIFY fullScreenChanged)
    Q_PROPERTY(bool askBeforeConceding READ askBeforeConceding WRITE setAskBeforeConceding NOTIFY askBeforeConcedingChanged)
    Q_PROPERTY(bool askBeforeRisk READ askBeforeRisk WRITE setAskBeforeRisk NOTIFY askBeforeRiskChanged)
    Q_PROPERTY(QStringList alternateNames READ alternateNames NOTIFY alternateNamesChanged)
    // At a learning table a computer player makes a call (a tap, a count, a challenge) only this
    // many seconds after the table changed, so that the person may make it first.
    Q_PROPERTY(int learningCallDelay READ learningCallDelay WRITE setLearningCallDelay NOTIFY learningCallDelayChanged)
    // The lessons taken to their last step ("<game>:<n>").
    Q_PROPERTY(QStringList lessonsDone READ lessonsDone NOTIFY lessonsDoneChanged)

public:
    // `persistent` false: defaults only, nothing read or written (screenshots).
    explicit Settings(bool persistent, QObject *parent = nullptr);

    // The settings file, for everything the app keeps there (next to the data with
    // FELT_DATA_DIR).
    static std::unique_ptr<QSettings> openStore();

    int botDelayMs() const { return m_botDelayMs; }
    void setBotDelayMs(int ms);
    QString animationSpeed() const { return m_animationSpeed; }
    void setAnimationSpeed(const QString &speed);
    double motion() const;
    QString language() const { return m_language; }
    // The language setting as stored, read before anything else exists (for main()).
    static QString storedLanguage();
    void setLanguage(const QString &language);
    static QList<LanguageChoice> languages();
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
    bool fullScreen() const { return m_fullScreen; }
    void setFullScreen(bool on);
    bool askBeforeConceding() const { return m_askBeforeConceding; }
    void setAskBeforeConceding(bool on);
    bool askBeforeRisk() const { return m_askBeforeRisk; }
    void setAskBeforeRisk(bool on);
    QStringList alternateNames() const { return m_alternateNames; }
    int learningCallDelay() const { return m_learningCallDelay; }
    void setLearningCallDelay(int seconds);
    static constexpr int kMinCallDelay = 2;
    static constexpr int kMaxCallDelay = 30;
    QStringList lessonsDone() const { return m_lessonsDone; }
    // A lesson was taken to its last step.
    void setLessonDone(const QString &id);
    // Whether deck `deckId` has its own picture of `face`: else a card shows Felt's drawing
    // (numbers, a joker the deck lacks) and the deck is never asked for it.
    Q_INVOKABLE static bool deckDraws(const QString &deckId, const QString &face);
    Q_INVOKABLE void setAlternateName(const QString &gameId, bool on);

signals:
    void botDelayMsChanged();
    void animationSpeedChanged();
    void languageChanged();
    void deckChanged();
    void tableColourChanged();
    void fullScreenChanged();
    void askBeforeConcedingChanged();
    void askBeforeRiskChanged();
    void alternateNamesChanged();
    void learningCallDelayChanged();
    void lessonsDoneChanged();

private:
    void store(const QString &key, const QVariant &value) const;

    bool m_persistent;
    int m_botDelayMs = 700;
    QString m_animationSpeed = QStringLiteral("normal");
    QString m_language;
    QString m_deck = QStringLiteral("felt");
    bool m_fourColour = false;
    QString m_tableColour = QStringLiteral("green");
    bool m_fullScreen = false;
    bool m_askBeforeConceding = true;
    bool m_askBeforeRisk = true;
    QStringList m_alternateNames;
    int m_learningCallDelay = 8;
    QStringList m_lessonsDone;
};
