// Asset imports become URLs in the build; tests only need a stable string.
module.exports = '/test-file-stub';
