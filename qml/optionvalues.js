.pragma library

// An option's value (App.catalog's OptionValue) as the game takes it, for an options map: a
// switch's bool, a number, a choice's number or word.
function plain(v) {
    return v.type === "bool" ? v.on : v.type === "number" ? v.number : v.text
}
