import { VideoAreaPage, type VideoAreaProps, videoAreaMetadata } from '@/components/video/video-area-page';

export const generateMetadata = (props: VideoAreaProps) => videoAreaMetadata('/on-sale', props);

export default function OnSalePage(props: VideoAreaProps) {
  return <VideoAreaPage area="/on-sale" {...props} />;
}
