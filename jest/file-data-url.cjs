// Inlined pictures become data: URLs in the build; tests only need one that reads as such.
module.exports = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';
