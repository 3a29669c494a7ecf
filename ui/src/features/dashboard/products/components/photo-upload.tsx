import { useState, type ChangeEvent } from "react";
import { Field } from "../../../../components/ui/field";
import { Spinner } from "../../../../components/ui/spinner";
import { errorMessage } from "../../../../lib/api-error";
import { PHOTO_TYPES, photoProblem, uploadPhoto } from "../api/upload-photo";

/**
 * A photo from the seller's device, uploaded at once (`POST /api/photos`); the answered URL goes
 * into the Image url field. Problems (type, size, the server's message) show under this field.
 */
export function PhotoUpload({ onUploaded }: { onUploaded: (url: string) => void }) {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const problem = photoProblem(file);
    setError(problem);
    if (problem) {
      input.value = "";
      return;
    }
    setUploading(true);
    try {
      const { url } = await uploadPhoto(file);
      onUploaded(url);
    } catch (failure) {
      setError(errorMessage(failure));
      input.value = "";
    } finally {
      setUploading(false);
    }
  };

  return (
    <Field label="Or upload a photo" error={error} hint="JPEG, PNG or WebP, up to 5 MB" className="photo-upload">
      {(control) => (
        <div className="photo-upload__control">
          <input {...control} type="file" className="input" accept={PHOTO_TYPES.join(",")} disabled={uploading} onChange={onChange} />
          {uploading && <Spinner size="sm" label="Uploading photo" />}
        </div>
      )}
    </Field>
  );
}
