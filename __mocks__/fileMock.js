// jest stand-in for imported image files: the bundler would give a URL string.
module.exports = 'test-file-stub';
