// `App.settings` in QML: what a person tunes, kept in QSettings (next to the data with
// FELT_DATA_DIR) and applied at once — the computer players' pause, the language, the
// table's look (`look`: how fast cards move, down to "reduced motion"; the card deck and its
// four-colour variant; the table's colour: tablelook.h), full screen, asking before conceding
// and before a risky move (one that may cost a penalty point while a safer one is on offer),
// the games shown under their other name, how long computer players wait before a call at a
// learning table, and the lessons done. A value that cannot be read falls back to its default.
#pragma once

#include "settingschoices.h"
#include "tablelook.h"

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
    // "" (the system's), "en", "de", "fr", "sv"; `languages` lists them.
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    Q_PROPERTY(QList<LanguageChoice> languages READ languages CONSTANT)
    // How the table looks: the cards' pace, the deck, the cloth's colour.
    Q_PROPERTY(TableLook *look READ look CONSTANT)
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
    QString language() const { return m_language; }
    // The language setting as stored, read before anything else exists (for main()).
    static QString storedLanguage();
    void setLanguage(const QString &language);
    static QList<LanguageChoice> languages();
    TableLook *look() const { return m_look; }
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
    Q_INVOKABLE void setAlternateName(const QString &gameId, bool on);

signals:
    void botDelayMsChanged();
    void languageChanged();
    void fullScreenChanged();
    void askBeforeConcedingChanged();
    void askBeforeRiskChanged();
    void alternateNamesChanged();
    void learningCallDelayChanged();
    void lessonsDoneChanged();

private:
    void store(const QString &key, const QVariant &value) const;

    bool m_persistent;
    TableLook *m_look;
    int m_botDelayMs = 700;
    QString m_language;
    bool m_fullScreen = false;
    bool m_askBeforeConceding = true;
    bool m_askBeforeRisk = true;
    QStringList m_alternateNames;
    int m_learningCallDelay = 8;
    QStringList m_lessonsDone;
};
